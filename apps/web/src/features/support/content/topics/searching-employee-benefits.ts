import { BROKER_BINS, BROKER_NOT_PROVIDED } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

const binLabels = BROKER_BINS.map((bin) => bin.label).join(', ');

export const searchingEmployeeBenefits: HelpTopic = {
  slug: 'searching-employee-benefits',
  title: 'Searching Employee Benefits',
  summary:
    'Find employers by plan, carrier, broker, line of business and renewal month, or find the brokers themselves.',
  keywords: ['benefits leads', 'eb', 'form 5500', 'broker search', 'renewal'],
  sections: [
    {
      id: 'companies',
      title: 'Searching companies',
      blocks: [
        {
          kind: 'text',
          text: 'Open Employee Benefits in the main navigation. Companies, the first tab, searches employers from their Form 5500 filings; the count of matching companies updates as you set filters, and Search opens the results.',
        },
        {
          kind: 'terms',
          rows: [
            {
              term: 'Filings',
              text: 'Welfare (F5500), Retirement (F5500 SF) and Did Not File 5500 (F5500 NO). At least one stays ticked; Welfare is the default. Health and Welfare and Retirement in the main navigation open this search with their scope ticked.',
            },
            {
              term: 'Location',
              text: 'Headquarters states and counties, states where the company has any known address, ZIP codes, or a radius around a place.',
            },
            {
              term: 'Industry',
              text: 'NAICS industries, from sectors down to six-digit national industries.',
            },
            {
              term: 'Company',
              text: 'Words of the company or plan sponsor name, Match all terms, employees and revenue.',
            },
            {
              term: 'Plans and lines of business',
              text: "The months plans renew in, lines of business a plan covers (any of them), and words of the description a filing gives for an 'Other' contract.",
            },
            {
              term: 'Carriers',
              text: 'Companies with a contract from any of the carriers you name.',
            },
            {
              term: 'Brokers',
              text: `The broker of record, its street address, city, ZIP code, states and counties, and its book size (${binLabels}). Companies whose filings list no broker are grouped as ${BROKER_NOT_PROVIDED}.`,
            },
          ],
        },
      ],
    },
    {
      id: 'brokers',
      title: 'Searching brokers',
      blocks: [
        {
          kind: 'text',
          text: 'The Brokers tab finds the brokers who serve employers in your states, by broker name, city, ZIP code, state and book size. A broker opens its profile: its clients and persons covered, top carriers, clients by state, lines of business and renewal months.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Employee Benefits search', to: paths.home('eb') },
            { label: 'Broker search', to: paths.brokerSearch },
          ],
        },
      ],
    },
    {
      id: 'states',
      title: 'Your states',
      blocks: [
        {
          kind: 'text',
          text: 'Every search, count and report covers only the states your subscription permits for Employee Benefits. Leave the state filters empty to search all of them.',
        },
      ],
    },
  ],
};
