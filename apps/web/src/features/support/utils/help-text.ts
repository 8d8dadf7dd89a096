import { EVENT_TYPE_LABELS } from '@edge/contracts';
import type { HelpBlock, HelpSection, HelpTopic } from '../content/help-types';

// What the blocks filled from elsewhere are about, for searching.
const LIVE_BLOCK_WORDS: Record<'export-limits' | 'event-types', string> = {
  'export-limits':
    'limits rows per export exports per day at once files kept hours',
  'event-types': Object.values(EVENT_TYPE_LABELS).join(' '),
};

/** The words of one block, as a search reads them. */
export function blockText(block: HelpBlock): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'list':
    case 'steps':
      return block.items.join(' ');
    case 'terms':
      return block.rows.map((row) => `${row.term} ${row.text}`).join(' ');
    case 'keys':
      return block.rows
        .map((row) => `${row.keys.join(' ')} ${row.does}`)
        .join(' ');
    case 'links':
      return block.links.map((link) => link.label).join(' ');
    default:
      return LIVE_BLOCK_WORDS[block.kind];
  }
}

export function sectionText(section: HelpSection): string {
  return [section.title, ...section.blocks.map(blockText)].join(' ');
}

export function topicHeadText(topic: HelpTopic): string {
  return [topic.summary, ...topic.keywords].join(' ');
}
