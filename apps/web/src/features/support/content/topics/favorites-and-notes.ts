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
    'Keep the companies you work on, with comments, import a list of them, share named lists with colleagues, and write private notes.',
  keywords: [
    'star',
    'favourites',
    'import',
    'comment',
    'notes',
    'lists',
    'share',
  ],
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
      id: 'lists',
      title: 'Lists',
      blocks: [
        {
          kind: 'list',
          items: [
            'Lists keep companies together under a name, for a campaign, a territory or a renewal season. Tick rows in the results and choose Add to a list under With N ticked.',
            'Share a list with colleagues of your account who hold the module: to read it, or to edit it (add and take out companies). Only its owner renames, shares or deletes it; nobody outside your account ever sees it.',
            'Each person sees only the companies of their own states in a shared list.',
          ],
        },
        {
          kind: 'links',
          links: [
            { label: 'Commercial Lines lists', to: paths.lists('pc') },
            { label: 'Employee Benefits lists', to: paths.lists('eb') },
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
