import {
  SAVED_SEARCH_ALERT_MAX_MATCHES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_PER_MODULE_MAX,
  formatCount,
} from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

export const savedSearches: HelpTopic = {
  slug: 'saved-searches',
  title: 'Saved searches',
  summary:
    'Keep a search to run again in one click, change it later, and hear about companies that newly match it.',
  keywords: ['save search', 'run', 'rename', 'edit', 'new matches'],
  sections: [
    {
      id: 'save',
      title: 'Saving a search',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Set the filters of a search in Commercial Lines or Employee Benefits.',
            'Choose Save search under the count of matching companies and give the search a name.',
            'Find it under Saved Searches in the header, in the module it was made in.',
          ],
        },
        {
          kind: 'text',
          text: `Each module keeps up to ${SAVED_SEARCHES_PER_MODULE_MAX} saved searches; a name has at most ${SAVED_SEARCH_NAME_MAX} characters.`,
        },
      ],
    },
    {
      id: 'use',
      title: 'Run, edit, rename, delete',
      blocks: [
        {
          kind: 'terms',
          rows: [
            { term: 'Run', text: 'Opens the results of the saved filters.' },
            {
              term: 'Edit',
              text: 'Opens the search with its filters. Unsaved changes shows once you change one; Save changes keeps them, Cancel leaves the saved search as it was.',
            },
            { term: 'Rename', text: 'Gives the search another name.' },
            { term: 'Delete', text: 'Removes it after you confirm.' },
          ],
        },
        {
          kind: 'note',
          text: 'A saved search whose filters can no longer be read is marked Needs review: it cannot be run or edited, but you can rename or delete it.',
        },
      ],
    },
    {
      id: 'alerts',
      title: 'Alerts of new matches',
      blocks: [
        {
          kind: 'text',
          text: `Switch on Tell me about new matches on a saved search to get a New Saved Search Match alert when a company starts to match it, for instance after new data arrives. A search followed this way may match at most ${formatCount(SAVED_SEARCH_ALERT_MAX_MATCHES)} companies; narrow a broader one first.`,
        },
        {
          kind: 'links',
          links: [
            {
              label: 'Commercial Lines saved searches',
              to: paths.savedSearches('pc'),
            },
            {
              label: 'Employee Benefits saved searches',
              to: paths.savedSearches('eb'),
            },
          ],
        },
      ],
    },
  ],
};
