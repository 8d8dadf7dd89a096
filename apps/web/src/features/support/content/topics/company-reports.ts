import { COMPANY_REPORTS } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

const title = (name: keyof typeof COMPANY_REPORTS) =>
  COMPANY_REPORTS[name].title;

export const companyReports: HelpTopic = {
  slug: 'company-reports',
  title: 'Company dashboard and its sources',
  summary:
    'What each report of the company dashboard shows and which public records it comes from.',
  keywords: ['dashboard', 'reports', 'sources', 'data', 'osha', 'form 5500'],
  sections: [
    {
      id: 'dashboard',
      title: 'The company dashboard',
      blocks: [
        {
          kind: 'text',
          text: "A company's name in the results, favorites or alerts opens its dashboard. The top gives its address (and its other addresses), phone, website, industry, employees, revenue and founding year, with the sources of those facts. Below are the reports of your modules, in a Commercial Lines and a Benefits tab when you hold both.",
        },
        {
          kind: 'list',
          items: [
            'The star adds the company to your favorites; Notes opens your private notes on it.',
            'Dashboard PDF, for accounts with exports, prepares the whole dashboard as a PDF (see Exports).',
            'Events lists what changed at the company, newest first: the same events alerts are made of.',
            'Opportunity scores the company 0 to 100 in the module on screen and says why: a renewal 60 to 120 days off scores most, then carrier and broker changes, an incumbent broker losing clients, premium or commission above its peers (Benefits), OSHA violations, wage-and-hour cases and a fleet (Commercial Lines). What gave no points is listed too, with the reason. The results table can show the same score: add the Opportunity column from Columns and sort by it to call the ripest companies first. Results read the score kept every night and after each data update.',
            'The i beside a report title explains its figures; the line under each report names its sources, their year and their as-of date.',
          ],
        },
      ],
    },
    {
      id: 'commercial',
      title: 'Commercial Lines reports',
      blocks: [
        {
          kind: 'terms',
          rows: [
            {
              term: 'Property and risk profile, Properties',
              text: 'Parcels the company owns: building area, lot size, assessed value, year built and land use. Source: county assessor and recorder parcel records.',
            },
            {
              term: title('hazards'),
              text: "Flood, fire, wind and ground risk of the company's county, 0 to 100 (its rank among US counties), and a crime index where 100 is the US average. Sources: FEMA National Risk Index county table; crime index by ZIP code.",
            },
            {
              term: title('dot'),
              text: 'USDOT registration, power units, drivers, hazmat and the last MCS-150 update. Source: FMCSA Motor Carrier Census.',
            },
            {
              term: title('workers-comp'),
              text: "Policies with their carriers, terms and experience mods. Source: state workers' compensation proof-of-coverage records.",
            },
            {
              term: title('osha'),
              text: 'Inspections, violations and penalties per year, with every inspection and citation on its details page. Source: DOL OSHA enforcement data (inspections and violations).',
            },
            {
              term: title('whd'),
              text: 'Concluded wage-and-hour cases with back wages and penalties, with each case on its details page. Source: DOL Wage and Hour Division compliance actions.',
            },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      title: 'Employee Benefits reports',
      blocks: [
        {
          kind: 'terms',
          rows: [
            {
              term: `${title('welfare-summary')}, ${title('retirement-summary')}`,
              text: 'The welfare plans in short (plans, participants, premium, carriers and brokers) and the retirement plans (participants, and assets at the beginning and end of the year). Sources: Form 5500 and 5500-SF with Schedules A, H and I.',
            },
            {
              term: title('plans'),
              text: 'Each plan and its insurance contracts by line of business: carrier, persons covered, premium, commissions, fees and brokers. Source: Form 5500 Schedule A and Part 1.',
            },
            {
              term: title('plan-history'),
              text: 'Every plan year of the company, oldest first, in total and per plan. Source: Form 5500 and Schedule A of each year.',
            },
            {
              term: title('providers'),
              text: 'Service providers of large plans with their direct and indirect compensation. Source: Form 5500 Schedule C.',
            },
            {
              term: title('filings'),
              text: 'Every Form 5500 filing of every year, newest first. Source: DOL EFAST2 Form 5500 data sets.',
            },
            {
              term: `${title('carriers')}, ${title('brokers')}`,
              text: "The top 10 carriers of the welfare plans' latest year by premium, and the top 10 brokers by commissions and fees; contracts listing no broker count as Broker Not Provided. Sources: Schedule A and Schedule A Part 1.",
            },
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
          text: 'People at the company with their role and how to reach them, in both modules. Source: business contact lists.',
        },
      ],
    },
    {
      id: 'data',
      title: 'How current the data is',
      blocks: [
        {
          kind: 'text',
          text: 'Each dataset is loaded from the files its agency publishes, as they are published. The data page lists every dataset with its source, its newest file, its as-of date and how many companies it covers.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Data sources and as-of dates', to: paths.supportData },
          ],
        },
      ],
    },
  ],
};
