import type { HelpTopic } from '../content/help-types';
import { HelpSections, SectionLinks } from './help-sections';
import { SupportFrame } from './support-frame';

/** /app/support/:topic: one help page. */
export function HelpTopicView({ topic }: { topic: HelpTopic }) {
  return (
    <SupportFrame title={topic.title} description={topic.summary}>
      <SectionLinks sections={topic.sections} />
      <HelpSections sections={topic.sections} />
    </SupportFrame>
  );
}
