import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { hasSupportCenter } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { MessagePanel } from '../../components/ui/message-panel';
import { externalLinks } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { ContactForm } from '../../features/support/components/contact-form';
import { DatasetsView } from '../../features/support/components/datasets-view';
import { HelpIndex } from '../../features/support/components/help-index';
import { HelpTopicView } from '../../features/support/components/help-topic-view';
import { SupportFrame } from '../../features/support/components/support-frame';
import { findHelpTopic } from '../../features/support/content/help-topics';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

/**
 * SPEC §2: partner-platform users get support from their platform: the
 * 403 page instead (the server refuses them the same).
 */
function SupportCenterOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!hasSupportCenter(user.account_type)) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, null)} />;
  }
  return children;
}

/** /app/support: the help index. */
export function SupportIndexRoute() {
  return (
    <SupportCenterOnly>
      <PageFrame
        title="Support Center"
        description="How Edge works, where its data comes from, and how to reach us."
      >
        <HelpIndex />
      </PageFrame>
    </SupportCenterOnly>
  );
}

/** /app/support/:topic: one help page. */
export function SupportTopicRoute() {
  const { topic: slug } = useParams();
  const topic = findHelpTopic(slug);
  return (
    <SupportCenterOnly>
      {topic ? (
        <HelpTopicView key={topic.slug} topic={topic} />
      ) : (
        <SupportFrame title="Help page not found">
          <MessagePanel
            icon={<HelpOutlineIcon />}
            title="That help page does not exist."
            actions={
              <Button
                component={RouterLink}
                to={externalLinks.supportCenter}
                variant="contained"
              >
                All help topics
              </Button>
            }
          />
        </SupportFrame>
      )}
    </SupportCenterOnly>
  );
}

/** /app/support/data: each dataset, from the import records. */
export function SupportDataRoute() {
  return (
    <SupportCenterOnly>
      <SupportFrame
        title="Data sources"
        description="Every dataset behind the searches and reports: who publishes it, how current it is, and how many companies it covers."
      >
        <DatasetsView />
      </SupportFrame>
    </SupportCenterOnly>
  );
}

/** /app/support/contact: the contact form. */
export function SupportContactRoute() {
  const user = useCurrentUser();
  return (
    <SupportCenterOnly>
      <SupportFrame
        title="Contact support"
        description="Tell us what you need. We answer by e-mail, and you get a reference number to quote."
      >
        <ContactForm user={user} />
      </SupportFrame>
    </SupportCenterOnly>
  );
}
