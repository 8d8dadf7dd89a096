import { CANCEL_NOTICE_DAYS } from '@edge/contracts';
import { externalLinks } from '../../../../config/paths';
import type { LegalPage } from '../help-types';
import { LEGAL_UPDATED } from './legal-dates';

export const termsPage: LegalPage = {
  slug: 'terms',
  title: 'Terms of Use',
  updated: LEGAL_UPDATED,
  intro:
    'These terms govern your use of Edge, a prospecting application for insurance brokers and agencies built on public records. By signing in you accept them on behalf of yourself and the account that gave you access.',
  sections: [
    {
      id: 'access',
      title: 'Your access',
      blocks: [
        {
          kind: 'list',
          items: [
            'Edge is used under a subscription of your agency or company (the account). The account decides which modules (Commercial Lines, Employee Benefits) and which states each user may search.',
            'Your user name and password are yours alone: do not share them. One session is active per user; signing in from another browser ends the previous session.',
            'Account administrators may invite, change and disable the users of their account and see their activity reports.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'How you may use the data',
      blocks: [
        {
          kind: 'list',
          items: [
            "Use Edge to find and research business prospects for your own agency's insurance and benefits work.",
            'Exports are for the use of your account. Do not resell, publish or share the data, or build a competing list or service from it.',
            'Do not copy data by automated means outside the app, get around the limits on exports and searches, or try to reach data outside your permitted modules and states.',
            'When you contact businesses or people found in Edge, follow the laws that apply to you, such as those on commercial e-mail, telephone solicitation and do-not-call lists.',
            "Edge is not a consumer reporting agency. Do not use it to decide a person's eligibility for credit, insurance, employment or housing.",
          ],
        },
      ],
    },
    {
      id: 'data',
      title: 'About the data',
      blocks: [
        {
          kind: 'text',
          text: "Most of the data comes from public records as their agencies publish them: Form 5500 filings (U.S. Department of Labor), OSHA inspections and wage-and-hour cases (U.S. Department of Labor), the motor carrier census (FMCSA) and the National Risk Index (FEMA). Property, workers' compensation, contact, crime and directory data come from licensed sources. Records can be late, incomplete or wrong, and companies are matched across sources by name, address and identifiers, which can fail. Each report names its sources and their as-of date; the data page of the Support Center lists them all.",
        },
        {
          kind: 'text',
          text: 'Edge is provided as is. Check important facts with the company or the source before you rely on them.',
        },
      ],
    },
    {
      id: 'subscription',
      title: 'Subscription and cancellation',
      blocks: [
        {
          kind: 'text',
          text: `A subscription renews on its renewal date, which My Account shows. To cancel, give notice at least ${CANCEL_NOTICE_DAYS} days before the renewal date.`,
        },
      ],
    },
    {
      id: 'ending',
      title: 'Suspension and changes',
      blocks: [
        {
          kind: 'text',
          text: 'Access may be suspended for a user or an account that breaks these terms. These terms may change; the date at the top says when they last did, and using Edge after a change means you accept it.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'text',
          text: `Questions about these terms: ${externalLinks.contactEmail}.`,
        },
      ],
    },
  ],
};
