import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

export const exportsTopic: HelpTopic = {
  slug: 'exports',
  title: 'Exports and Track Exports',
  summary:
    'Export results, favorites or a company dashboard as CSV, Excel, a CRM import or a PDF, and follow each export.',
  keywords: ['export', 'download', 'csv', 'xlsx', 'excel', 'pdf', 'crm'],
  sections: [
    {
      id: 'what',
      title: 'What you can export',
      blocks: [
        {
          kind: 'text',
          text: 'When your account includes exports, Export appears above the results and the favorites, and Dashboard PDF on the company dashboard. Tick rows first to export only those; otherwise the whole result or list is exported, in the order of the table.',
        },
        {
          kind: 'terms',
          rows: [
            {
              term: 'CSV (.csv)',
              text: 'Opens anywhere: Excel, Google Sheets, Numbers.',
            },
            {
              term: 'Excel workbook (.xlsx)',
              text: 'One sheet, with the header row kept in view.',
            },
            {
              term: 'As shown',
              text: "The table's visible columns, in its order and formatting.",
            },
            {
              term: 'Full profile',
              text: "Every fact of the company's reports, with the source and year of each.",
            },
            {
              term: 'CRM import',
              text: 'A zip of accounts and contacts CSV files that Salesforce and HubSpot import as they are; importing it again updates the same records. Contacts can be every role or only the roles you tick (HR and Benefits, say); opened from the Contacts view, the roles chosen there are ticked for you.',
            },
            {
              term: 'Dashboard PDF',
              text: "One company's dashboard, every report of your modules, as a PDF that opens in a new tab.",
            },
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Limits',
      blocks: [{ kind: 'export-limits' }],
    },
    {
      id: 'follow',
      title: 'Following an export',
      blocks: [
        {
          kind: 'text',
          text: 'An export is prepared in the background: you may keep working, and we e-mail you a link when the file is ready.',
        },
        {
          kind: 'terms',
          rows: [
            {
              term: 'Export History',
              text: 'In the Tools menu: your exports of the past 48 hours with their status and download link. It refreshes every 10 seconds while an export is PROCESSING.',
            },
            {
              term: 'Track Exports',
              text: "In the Tools menu: every export you made in the module, with its companies, status and file. Cancel stops one that is running, Re-run makes it again with the same settings, Remove takes it off the list. An account's administrators can also see everyone in the account.",
            },
          ],
        },
        {
          kind: 'text',
          text: 'Companies exported by anyone of your account in the last 90 days are marked in the results with who exported them and when, so two colleagues do not work the same lead.',
        },
        {
          kind: 'links',
          links: [
            {
              label: 'Track Exports, Commercial Lines',
              to: paths.trackExports('pc'),
            },
            {
              label: 'Track Exports, Employee Benefits',
              to: paths.trackExports('eb'),
            },
          ],
        },
      ],
    },
  ],
};
