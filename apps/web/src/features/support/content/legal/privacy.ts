import { ACTIVITY_RETENTION_MONTHS } from '@edge/contracts';
import { externalLinks } from '../../../../config/paths';
import type { LegalPage } from '../help-types';
import { LEGAL_UPDATED } from './legal-dates';

export const privacyPage: LegalPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro:
    'This page says what Edge keeps about you as a user, why, who sees it and for how long. Edge is used by insurance brokers and agencies to research businesses from public records.',
  sections: [
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Your name, user name, e-mail address, and the phone and title you may add on My Account.',
            'Your password, stored only as a one-way hash (Argon2id), and, if you use two-step sign-in, its secret and your recovery codes (the codes hashed too).',
            'The modules and states your account gives you, and your settings: the columns of your results, the daily alert e-mail and its hour.',
            'Your sessions, and each sign-in attempt with the network address it came from, to keep your account safe and to slow down password guessing.',
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Your activity',
      blocks: [
        {
          kind: 'text',
          text: `Edge records sign-ins (and failed ones), searches, company views, exports and changes to saved searches and favorites. The activity log is kept for ${ACTIVITY_RETENTION_MONTHS} months, then deleted. Your account's administrators see it in their activity and usage reports.`,
        },
      ],
    },
    {
      id: 'your-work',
      title: 'What you keep in Edge',
      blocks: [
        {
          kind: 'list',
          items: [
            'Saved searches, favorites and their comments, and alerts about them.',
            'Notes on companies. They are private: nobody else in your account sees them.',
            'Exports: a record of each export, and its file for 48 hours. Which companies each export held is kept for 90 days, so colleagues in your account see that a company was exported, by whom and when.',
            'Messages you send to support through the Support Center, with your account details, kept with your account.',
          ],
        },
      ],
    },
    {
      id: 'mail',
      title: 'E-mail we send you',
      blocks: [
        {
          kind: 'text',
          text: 'Password reset and e-mail change links, invitations from your administrator, a link when an export is ready, and the daily alert e-mail when you have new alerts. Every alert e-mail has a one-click link to stop it; you can also switch it off in the app. There is no marketing mail.',
        },
      ],
    },
    {
      id: 'people',
      title: 'People in the data',
      blocks: [
        {
          kind: 'text',
          text: `The business data includes the names public records carry, such as brokers on Form 5500 filings, and business contacts at companies from licensed contact lists: names, roles and work contact details. To ask for a correction or the removal of your own details, write to ${externalLinks.contactEmail}.`,
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who sees what',
      blocks: [
        {
          kind: 'text',
          text: "Your account's administrators see its users, their activity and their exports. Edge does not sell your data and does not share it with advertisers. The mail server that delivers our e-mail handles your address to do so.",
        },
      ],
    },
    {
      id: 'choices',
      title: 'Your choices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Change your details and password, and set up two-step sign-in, on My Account.',
            'Switch the daily alert e-mail off, or choose which companies and searches raise alerts.',
            `Ask for a copy of your data or its deletion at ${externalLinks.contactEmail}; your account's administrator can also disable your user.`,
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          kind: 'links',
          links: [{ label: 'Cookie Usage', to: externalLinks.cookies }],
        },
      ],
    },
  ],
};
