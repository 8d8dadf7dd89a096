import { externalLinks } from '../../../../config/paths';
import type { LegalPage } from '../help-types';
import { LEGAL_UPDATED } from './legal-dates';

export const cookiesPage: LegalPage = {
  slug: 'cookies',
  title: 'Cookie Usage',
  updated: LEGAL_UPDATED,
  intro:
    "Edge uses two cookies of its own, both needed to sign you in and keep your account safe, and a few entries in your browser's storage. It uses no advertising or analytics cookies and no third-party trackers.",
  sections: [
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          kind: 'terms',
          rows: [
            {
              term: 'edge_session',
              text: 'Keeps you signed in. It holds a random, signed token; scripts cannot read it (httpOnly), and other sites cannot send it with their requests (SameSite=Lax). It ends when you sign out or your session ends.',
            },
            {
              term: 'edge_device',
              text: 'Remembers for a year that this browser signed in to your user before, so that a lock of your user name after many failed attempts from elsewhere does not lock you out here. Signed, httpOnly, and sent only to the sign-in service.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'Requests that change anything are checked to come from Edge itself (their origin), which is why Edge needs no separate anti-forgery cookie.',
        },
      ],
    },
    {
      id: 'storage',
      title: "Your browser's storage",
      blocks: [
        {
          kind: 'text',
          text: 'Session storage lasts as long as the browser tab. Edge keeps there how you last looked at results (page size, sort, table or map), the company last selected, where you were scrolled in the results, and two safety counters: one stops a page that keeps redirecting, the other remembers which new version the page already reloaded for.',
        },
        {
          kind: 'text',
          text: 'Local storage holds one counter: how many times a screen that failed to load was reloaded, removed once it loads.',
        },
      ],
    },
    {
      id: 'map',
      title: 'Map tiles',
      blocks: [
        {
          kind: 'text',
          text: 'If your organization sets up a base map under the results map, your browser loads its tiles from that tile server, which sees your network address as any web server does. Without one, the map uses only shapes that come with Edge.',
        },
      ],
    },
    {
      id: 'choices',
      title: 'Your choices',
      blocks: [
        {
          kind: 'text',
          text: `You can delete the cookies and storage in your browser's settings at any time; you will then have to sign in again. Questions: ${externalLinks.contactEmail}.`,
        },
      ],
    },
  ],
};
