import { externalLinks } from '../../../../config/paths';
import type { LegalPage } from '../help-types';
import { LEGAL_UPDATED } from './legal-dates';

export const dmcaPage: LegalPage = {
  slug: 'dmca',
  title: 'DMCA Notice and Takedown',
  updated: LEGAL_UPDATED,
  intro:
    'Edge respects copyright. Most of what it shows are facts from public government records, which are not subject to copyright; if you believe something in Edge infringes a copyright you own, tell us as the Digital Millennium Copyright Act (17 U.S.C. § 512) provides.',
  sections: [
    {
      id: 'notice',
      title: 'Sending a notice',
      blocks: [
        {
          kind: 'text',
          text: `E-mail ${externalLinks.contactEmail} with "DMCA notice" in the subject. The notice must include:`,
        },
        {
          kind: 'steps',
          items: [
            'Your physical or electronic signature, as the owner or a person authorized to act for the owner.',
            'The copyrighted work you say is infringed.',
            'The material you say infringes it, and where it is in Edge: the company, report or page, as exactly as you can.',
            'Your name, postal address, telephone number and e-mail address.',
            'A statement that you believe in good faith that the use is not authorized by the owner, its agent or the law.',
            'A statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorized to act for the owner.',
          ],
        },
      ],
    },
    {
      id: 'after',
      title: 'What happens next',
      blocks: [
        {
          kind: 'text',
          text: 'We remove or disable access to the material a complete notice names, and tell the account that provided it, if any. A notice that misrepresents infringement can make its sender liable for damages.',
        },
      ],
    },
    {
      id: 'counter',
      title: 'Counter-notice',
      blocks: [
        {
          kind: 'text',
          text: 'If material you provided was removed and you believe that was a mistake, send a counter-notice to the same address with your signature, the material and where it was, a statement under penalty of perjury that you believe in good faith it was removed by mistake or misidentification, and your name, address and telephone number with your consent to the jurisdiction of the federal court for your address. The material may be restored 10 to 14 business days later unless the complaining party tells us it has gone to court.',
        },
      ],
    },
    {
      id: 'repeat',
      title: 'Repeat infringers',
      blocks: [
        {
          kind: 'text',
          text: 'Users or accounts that infringe repeatedly lose access to Edge.',
        },
      ],
    },
  ],
};
