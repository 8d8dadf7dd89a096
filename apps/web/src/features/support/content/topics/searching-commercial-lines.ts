import { MAX_RADIUS_MILES } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import type { HelpTopic } from '../help-types';

export const searchingCommercialLines: HelpTopic = {
  slug: 'searching-commercial-lines',
  title: 'Searching Commercial Lines',
  summary:
    "Find companies by place, industry, size, OSHA, wage-and-hour and DOT history, hazards and workers' comp.",
  keywords: ['search', 'filters', 'criteria', 'pc', 'property', 'casualty'],
  sections: [
    {
      id: 'how-it-works',
      title: 'How a search works',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Open Commercial Lines in the main navigation, or choose Search in the header while you are in Commercial Lines.',
            'Open the filter sections you need and set their filters. Matching companies, beside the sections, counts the companies as you go.',
            'Choose Search to see the results as a table or a map.',
            'Choose Clear to put every filter back to its default. Your saved searches and favorites stay.',
          ],
        },
        {
          kind: 'note',
          text: 'You only see companies in the states your subscription permits for Commercial Lines. Leave States empty to search all of them.',
        },
      ],
    },
    {
      id: 'default-filter',
      title: 'The default activity filter',
      blocks: [
        {
          kind: 'text',
          text: "A new search starts with one filter on: activity from January 1 two years back. A company's activity is its latest dated record: an OSHA inspection opened, the end of a wage-and-hour case's period, an MCS-150 update, a property sale, the start of a workers' comp policy or a Form 5500 filing received.",
        },
        {
          kind: 'text',
          text: 'Choose Clear default in the Activity and property section to include companies with older or no activity.',
        },
      ],
    },
    {
      id: 'filters',
      title: 'The filter sections',
      blocks: [
        {
          kind: 'terms',
          rows: [
            {
              term: 'Location',
              text: `States, counties (choose a state first), 5-digit ZIP codes, or a radius of up to ${MAX_RADIUS_MILES} miles around a ZIP code or city.`,
            },
            {
              term: 'Industry',
              text: 'NAICS industries, from sectors down to six-digit national industries.',
            },
            {
              term: 'Company',
              text: 'Words of the company name or DBA; keywords found in the name, industry, city or website; Match all terms to require every word; and the number of employees.',
            },
            {
              term: 'Activity and property',
              text: 'The activity date range, and the year the property was built once you switch on Filter by the year the property was built.',
            },
            {
              term: 'OSHA, wage-and-hour and DOT',
              text: 'Companies with OSHA inspections, at least a number of violations or an amount of penalties; with wage-and-hour (WHD) cases or at least an amount of back wages; registered with DOT, hazmat carriers, a range of power units, and the years the MCS-150 was last updated.',
            },
            {
              term: 'Hazards',
              text: 'The lowest flood, fire, wind, ground or crime risk a company may have.',
            },
            {
              term: "Workers' comp",
              text: 'Companies with a policy on file, the months their policy expires in, their carriers (type a carrier name and press Enter) and the lowest experience mod.',
            },
          ],
        },
      ],
    },
    {
      id: 'tools',
      title: 'Location Lookup and Industries',
      blocks: [
        {
          kind: 'text',
          text: 'The Tools menu of Commercial Lines has two more ways in. Location Lookup finds the companies around a ZIP code or a city: how many, where they are and the nearest ones. Industries lists companies by NAICS industry in the states you can search; choose an industry to see its companies.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Commercial Lines search', to: paths.home('pc') },
            { label: 'Location Lookup', to: paths.locationLookup },
            { label: 'Industries', to: paths.industries },
          ],
        },
      ],
    },
  ],
};
