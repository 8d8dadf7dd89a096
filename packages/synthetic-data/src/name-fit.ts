import { ALL_SECTORS } from './industries';
import {
  FIRST_NAMES,
  HOLDING_WORDS,
  LANDFORMS,
  PLACE_SUFFIXES,
  REGION_WORDS,
  TAILS,
} from './name-words';
import { hashString } from './prng';
import { SURNAMES } from './surnames';

// Which stems suit which trade words, as US business names go: a tail word
// ("SMITH PLUMBING PROS") only after trades that use it, a person's full
// name only before trades people name after themselves ("JOHN SMITH
// REALTY", not "JOHN SMITH HOSPITAL"), and no word twice in a row.

type Rule = {
  /** Tail words the trade takes. */
  tails: ReadonlySet<string>;
  /** A first name and surname may lead ("MARY LOPEZ INSURANCE AGENCY"). */
  person: boolean;
  /** Named after a family or a place, never a pair ("LAKESIDE HOSPITAL"). */
  institution: boolean;
};

const set = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const FIRMS = 'GROUP ASSOCIATES PARTNERS';
const CRAFTS = 'PROS EXPERTS SPECIALISTS PROFESSIONALS PLUS UNLIMITED';
const CORPORATE = 'GROUP ENTERPRISES';

// Tail words by NAICS prefix, the first match wins; trades not listed take
// none (shops, restaurants, personal services, schools, institutions).
const TAILS_BY_TRADE: ReadonlyArray<readonly [RegExp, string]> = [
  [/^6116/, 'PLUS'],
  [/^71394/, 'PLUS'],
  [/^722511/, 'GROUP ENTERPRISES'],
  [/^7225(13|15)/, 'PLUS ENTERPRISES'],
  [/^(5221|524126|6221|623|624|611|72|813|71|11|22)/, ''],
  [/^23/, `${CORPORATE} SOLUTIONS ${CRAFTS}`],
  [/^31[12]/, CORPORATE],
  [/^3[123]/, `${CORPORATE} USA`],
  [/^42/, `${CORPORATE} USA DIRECT SOURCE SOLUTIONS`],
  [/^44|^45/, 'PLUS ENTERPRISES'],
  [/^485/, CORPORATE],
  [/^4885/, `${CORPORATE} SOLUTIONS NETWORK`],
  [/^4[89]/, `${CORPORATE} USA`],
  [/^21/, CORPORATE],
  [/^5411/, FIRMS],
  [/^5412/, `${FIRMS} SOLUTIONS PROFESSIONALS SPECIALISTS`],
  [/^54131/, `${FIRMS} COLLABORATIVE`],
  [/^5413/, `${FIRMS} SOLUTIONS`],
  [
    /^541[468]/,
    `${FIRMS} SOLUTIONS CONCEPTS COLLABORATIVE INNOVATIONS NETWORK`,
  ],
  [/^5415|^5112/, `${FIRMS} SOLUTIONS INNOVATIONS NETWORK`],
  [/^541990/, `${FIRMS} SOLUTIONS`],
  [/^517/, 'GROUP SOLUTIONS NETWORK'],
  [/^51/, 'GROUP'],
  [/^52/, `${FIRMS} SOLUTIONS ALLIANCE`],
  [/^5311/, ''],
  [/^53[12]/, `${FIRMS} PROFESSIONALS`],
  [/^55/, 'GROUP'],
  [/^5613/, `${FIRMS} SOLUTIONS NETWORK SOURCE PROFESSIONALS PLUS`],
  [/^561[67]/, `${CRAFTS} SOLUTIONS MASTERS`],
  [/^56/, `${CORPORATE} SOLUTIONS PLUS`],
  [/^62111|^6212|^6213/, `${FIRMS} SPECIALISTS PROFESSIONALS ALLIANCE PLUS`],
  [/^6214|^6215/, 'GROUP'],
  [/^6216/, 'GROUP PROFESSIONALS'],
  [/^811[13]/, 'PROS EXPERTS SPECIALISTS'],
];

// Trades people name after themselves (JOHN SMITH TRUCKING): farms,
// builders, haulers, car dealers, florists, furniture stores, agents,
// brokers, realtors, professionals, cleaners and landscapers, repair shops,
// salons.
const PERSONAL = /^(11|23|4411|442|4531|48|49|5239|5242|531|54|56|811|812)/;

// Institutions: banks, credit unions, hospitals, homes, schools, day
// care, hotels, churches, clubs, museums and utilities.
const INSTITUTION =
  /^(5221[13]|524126|6221|623|6241|6244|611[13]|721|8131|8134|8139|7121|71391|2211|2213)/;

// Last words of trade words that already make a whole name ("LAW FIRM",
// "BODY SHOP", "CREDIT UNION", "HOME BUILDERS", "MACHINE WORKS"): no tail
// follows them.
const COMPLETE = set(`
FIRM OFFICES SHOP STORE CLINIC HOSPITAL CENTER SCHOOL ACADEMY UNION BANK TRUST
CHURCH LODGE CLUB INN HOTEL SUITES MALL COURSE MART STUDIO STUDIOS AGENCY HOME
LIVING SALON SPA DAYCARE COMMONS PLAZA LANDING COOPERATIVE INSTITUTE COLLEGE
CHAMBER COUNCIL ASSOCIATION FOUNDATION MINISTRIES FELLOWSHIP WASH GARAGE TIMES
SERVICE SERVICES TECHNOLOGIES HOMES WORKS METALWORKS PRODUCTS INDUSTRIES LINES
BUILDERS CONTRACTORS ENGINEERS ARCHITECTS PHYSICIANS REALTORS CONSULTANTS CPAS
PRINTERS DISTRIBUTORS CARRIERS GROWERS OUTFITTERS ADVISORS FABRICATORS BARBERS
CLEANERS TEMPS
`);

const FIRST = new Set(FIRST_NAMES);
const SURNAME = new Set(SURNAMES);
const TOWNS = LANDFORMS.filter((place) => !SURNAME.has(place));

function ruleOf(naics: string): Rule {
  const tails = TAILS_BY_TRADE.find(([prefix]) => prefix.test(naics))?.[1];
  return {
    tails: set(tails ?? ''),
    person: PERSONAL.test(naics),
    institution: INSTITUTION.test(naics),
  };
}

/** The strictest rule of a trade word's industries, and their words. */
function buildRules() {
  const rules = new Map<string, Rule>();
  const siblings = new Map<string, string[]>();
  for (const sector of ALL_SECTORS) {
    for (const [naics, , list] of sector.codes) {
      const nouns = list.split('|');
      const rule = ruleOf(naics);
      for (const noun of nouns) {
        const seen = rules.get(noun);
        const last = noun.split(' ').at(-1)!;
        const tails = COMPLETE.has(last) ? new Set<string>() : rule.tails;
        rules.set(noun, {
          tails: seen
            ? new Set([...seen.tails].filter((t) => tails.has(t)))
            : tails,
          person: rule.person && (seen?.person ?? true),
          institution: rule.institution || (seen?.institution ?? false),
        });
        siblings.set(noun, [...(siblings.get(noun) ?? []), ...nouns]);
      }
    }
  }
  return { rules, siblings };
}

const { rules: RULES, siblings: SIBLINGS } = buildRules();

// Holding words (SMITH HOLDINGS), also when an industry uses them, and
// trade words outside the industry tables take no tail.
const OTHER: Rule = { tails: new Set(), person: true, institution: false };
const HOLDING = new Set(HOLDING_WORDS);

/**
 * The partner of a surname in "SMITH & KELLY": the n-th surname after one
 * drawn from the lead, so that each n gives the lead another partner.
 */
function partner(lead: string, n: number): string {
  return SURNAMES[(hashString(lead) + n) % SURNAMES.length]!;
}

export interface FittedName {
  lead: string;
  noun: string;
  tail: string;
}

/**
 * The stem and trade word of a name, made to suit each other. Distinct
 * stems keep distinct names (but for institutions led by two surnames): a
 * person's name the trade does not take becomes a pair of surnames ("JOHN
 * SMITH" -> "SMITH & KELLY"), a tail it does not take goes into the lead
 * ("JAMES SMITH", "SMITH & REED", "LAKESIDE VILLAGE", "ROYAL GARDENS").
 */
export function fitName(lead: string, noun: string, tail: string): FittedName {
  const rule = (!HOLDING.has(noun) && RULES.get(noun)) || OTHER;
  let words = lead.split(' ');
  // "TYLER TYLER" is no one's name either.
  if (isPerson(words) && (!rule.person || words[0] === words[1])) {
    words = [
      words[1]!,
      '&',
      partner(words[1]!, FIRST_NAMES.indexOf(words[0]!)),
    ];
  }
  const fitted = rule.tails.has(tail) ? tail : '';
  if (tail && !fitted) {
    words = leadWithTail(words, TAILS.indexOf(tail), rule);
  }
  if (rule.institution && words[1] === '&') {
    // A pair of surnames founds a firm, not a hospital or a church: the
    // institution takes a neighbourhood's name ("WEST LAKESIDE GARDENS").
    const at = hashString(words.join(' '));
    const town = TOWNS[at % TOWNS.length]!.split(' ');
    const region = REGION_WORDS[(at >>> 20) % (REGION_WORDS.length + 1)];
    words = [
      ...(region && town.length === 1 ? [region] : []),
      ...town,
      PLACE_SUFFIXES[(at >>> 12) % PLACE_SUFFIXES.length]!,
    ];
  }
  let trade = noun;
  if (words.at(-1) === noun.split(' ')[0]) {
    trade =
      SIBLINGS.get(noun)?.find(
        (other) => other.split(' ')[0] !== words.at(-1),
      ) ?? noun;
  }
  if (words.length > 1 && words.at(-1) === trade.split(' ')[0]) {
    words = words.slice(0, -1);
  }
  return { lead: words.join(' '), noun: trade, tail: fitted };
}

function isPerson(words: readonly string[]): boolean {
  return words.length === 2 && FIRST.has(words[0]!) && SURNAME.has(words[1]!);
}

/**
 * A lead that stands for the tail it lost, one per tail: a first name
 * where the trade takes people's names ("JAMES SMITH"), a partner where it
 * does not ("SMITH & REED"), else a neighbourhood ("LAKESIDE VILLAGE").
 */
function leadWithTail(words: string[], index: number, rule: Rule): string[] {
  const lead = words.join(' ');
  if (SURNAME.has(lead)) {
    return rule.person
      ? [FIRST_NAMES[(hashString(lead) + index) % FIRST_NAMES.length]!, lead]
      : [lead, '&', partner(lead, FIRST_NAMES.length + index)];
  }
  return [...words, PLACE_SUFFIXES[index]!];
}
