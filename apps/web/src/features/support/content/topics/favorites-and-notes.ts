import {
  FAVORITE_COMMENT_MAX,
  FAVORITES_IMPORT_MAX_ROWS,
  NOTE_TEXT_MAX,
  formatCount,
} from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

export const favoritesAndNotes: HelpTopic = {
  slug: 'favorites-and-notes',
  title: 'Favorites and notes',
  summary:
    'Keep the companies you work on, with comments, import a list of them, and write private notes.',
  keywords: ['star', 'favourites', 'import', 'comment', 'notes'],
  sections: [
    {
      id: 'favorites',
      title: 'Favorites',
      blocks: [
        {
          kind: 'list',
          items: [
            'The star beside a company in the results or on its dashboard adds it to your favorites of that module; choose it again to remove it.',
            `Favorites in the header lists them with your comments. A comment holds up to ${formatCount(FAVORITE_COMMENT_MAX)} characters.`,
            'Each favorite is followed by alerts: see Alerts and the daily e-mail.',
          ],
        },
      ],
    },
    {
      id: 'import',
      title: 'Importing favorites',
      blocks: [
        {
          kind: 'text',
          text: `Import favorites adds companies from a CSV or Excel (.xlsx) file with a header row: up to ${formatCount(FAVORITES_IMPORT_MAX_ROWS)} rows and 5 MB. Each row is matched by its MUNS, its EIN, or its company name and address (with city, state or ZIP code); for rows not matched at once the result suggests companies to choose from.`,
        },
        {
          kind: 'links',
          links: [
            { label: 'Commercial Lines favorites', to: paths.favorites('pc') },
            { label: 'Employee Benefits favorites', to: paths.favorites('eb') },
          ],
        },
      ],
    },
    {
      id: 'notes',
      title: 'Notes',
      blocks: [
        {
          kind: 'text',
          text: `Notes on the company dashboard are yours alone: nobody else, in your account or outside it, sees them. A note holds up to ${formatCount(NOTE_TEXT_MAX)} characters; edit or delete it at any time.`,
        },
      ],
    },
  ],
};
