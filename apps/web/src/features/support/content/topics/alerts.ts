import { RENEWAL_REMINDER_DAYS } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

const reminderDays = `${RENEWAL_REMINDER_DAYS.slice(0, -1).join(', ')} and ${RENEWAL_REMINDER_DAYS.at(-1)}`;

export const alertsTopic: HelpTopic = {
  slug: 'alerts',
  title: 'Alerts and the daily e-mail',
  summary:
    'Hear when something changes at your favorites or a company newly matches a saved search, in the app and by a daily e-mail.',
  keywords: [
    'event alerts',
    'notifications',
    'digest',
    'renewal reminder',
    'unsubscribe',
  ],
  sections: [
    {
      id: 'where',
      title: 'Where alerts come from',
      blocks: [
        {
          kind: 'list',
          items: [
            'Favorites: every company you star is followed, for every event type of its module, unless you change it.',
            'Saved searches: with Tell me about new matches on, a company that starts to match the search raises a New Saved Search Match alert.',
            'New data: when a newer file of a dataset arrives, what changed at a followed company becomes an alert, such as a new OSHA inspection or a carrier that changed. The first file of a dataset raises none.',
            `Renewal reminders: ${reminderDays} days before a workers' comp policy expires, a motor carrier's MCS-150 update is due, or a benefit plan's policy year renews.`,
          ],
        },
      ],
    },
    {
      id: 'event-types',
      title: 'Event types',
      blocks: [{ kind: 'event-types' }],
    },
    {
      id: 'reading',
      title: 'Reading alerts',
      blocks: [
        {
          kind: 'text',
          text: 'Alerts in the header counts your new alerts. Event Alerts lists them with their company and event, newest first, new ones in bold; filter them by event type, sort them, tick and delete them. Opening an alert shows what changed at that company and where it came from, and marks its alerts read.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Commercial Lines alerts', to: paths.eventAlerts('pc') },
            { label: 'Employee Benefits alerts', to: paths.eventAlerts('eb') },
          ],
        },
      ],
    },
    {
      id: 'choose',
      title: 'Choosing what you hear about',
      blocks: [
        {
          kind: 'text',
          text: 'On Favorites, the alerts menu of a company switches Tell me when its data changes on or off and picks its event types. On Saved Searches, Tell me about new matches does the same for a search.',
        },
      ],
    },
    {
      id: 'daily-email',
      title: 'The daily e-mail',
      blocks: [
        {
          kind: 'text',
          text: 'Once a day, when you have new alerts, we e-mail them to you. Switch it on or off with Daily e-mail on Event Alerts, and choose the hour it is sent on My Account. Every mail has a link that stops it in one click, without signing in.',
        },
      ],
    },
  ],
};
