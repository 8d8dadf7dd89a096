import {
  CONTACT_ROLE_LABELS,
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_MAP_POINTS,
  RESULT_PAGE_SIZES,
  formatCount,
} from '@edge/contracts';
import type { HelpTopic } from '../help-types';

export const resultsAndMap: HelpTopic = {
  slug: 'results-and-map',
  title: 'Results table, map and contacts',
  summary:
    'Read, sort and shape the results table, open a company, see the results on the map, and find the people to call.',
  keywords: [
    'table',
    'columns',
    'sort',
    'details',
    'clusters',
    'map view',
    'contacts',
    'roles',
    'people',
  ],
  sections: [
    {
      id: 'table',
      title: 'The results table',
      blocks: [
        {
          kind: 'list',
          items: [
            'The heading counts the companies found; Edit search returns to the filters.',
            'Companies by state, and in Employee Benefits the top brokers and carriers, sum up the whole result above the table.',
            'Choose a column heading to sort by it. Columns lets you show, hide and reorder columns; the company name always comes first, and your choice is kept for your next visit.',
            `Pages hold ${RESULT_PAGE_SIZES.join(', ')} companies (${DEFAULT_RESULT_PAGE_SIZE} at first).`,
            'The star adds a company to your favorites. A company your account exported in the last 90 days is marked with who exported it and when: check with them before you work that lead.',
          ],
        },
      ],
    },
    {
      id: 'details',
      title: 'Opening a company',
      blocks: [
        {
          kind: 'text',
          text: "Choosing a row opens the company's details next to the results: its address, phone, website, industry and size, and the facts of the module: activity and compliance in Commercial Lines, plans in Employee Benefits. Open company dashboard, or the company's name, opens every report. Close the details with their close button or Escape; switching between table, map and contacts closes them too.",
        },
      ],
    },
    {
      id: 'map',
      title: 'The map',
      blocks: [
        {
          kind: 'text',
          text: `Map shows the same results on a map of the United States, with Alaska, Hawaii, Puerto Rico and the Virgin Islands in insets. The map holds up to ${formatCount(MAX_MAP_POINTS)} companies; above that it says how many it shows, and a narrower search shows them all. Companies without a location are counted in its heading.`,
        },
        {
          kind: 'list',
          items: [
            'Drag, use the mouse wheel or the + and - buttons to move and zoom; Reset view returns to the whole result.',
            'A number in a circle is a cluster of companies: choose it to zoom in. Companies at the very same spot, such as those placed by their ZIP code, stay one cluster; choosing it lists them.',
            'Companies in view lists the companies of the part of the map you see; a name opens its details.',
          ],
        },
      ],
    },
    {
      id: 'contacts',
      title: 'Contacts',
      blocks: [
        {
          kind: 'text',
          text: `Contacts lists the people at the companies of the search, under each company's name and in the order of the table. A contact's roles come from their title and department: ${Object.values(CONTACT_ROLE_LABELS).join(', ')}. A Benefits Manager in Human Resources is both HR and Benefits; a Vice President is not an owner or executive.`,
        },
        {
          kind: 'list',
          items: [
            'Choose one or more roles to see only those contacts, and none to see everyone. Title contains narrows them to titles holding the words you type, in any case.',
            'The heading counts the contacts and the companies that have one; the count of the search above stays that of all its companies. Pages hold companies, in the same sizes as the table.',
            'E-mail, phone and LinkedIn show when your licence includes premium contacts.',
            'The roles, the title words and the page are kept in the address, so a reload, Back or a shared link shows the same contacts. A CRM import can take the contacts of chosen roles only (see Exports).',
          ],
        },
      ],
    },
  ],
};
