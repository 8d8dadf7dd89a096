import type { CarrierSpec } from './carrier-list';
import type { StateInfo } from './states';

// State carriers: the Blue Cross Blue Shield plan (or Anthem/Elevance), Delta
// Dental, and Kaiser where it operates.

const ANTHEM_STATES = new Set([
  'CA',
  'CO',
  'CT',
  'GA',
  'IN',
  'KY',
  'ME',
  'MO',
  'NV',
  'NH',
  'NY',
  'OH',
  'VA',
  'WI',
]);
export const KAISER_STATES = new Set([
  'CA',
  'CO',
  'GA',
  'HI',
  'MD',
  'VA',
  'DC',
  'OR',
  'WA',
]);
const HCSC = ['IL', 'TX', 'OK', 'NM', 'MT'];

const BLUES: Record<string, readonly [string, string]> = {
  AL: ['BLUE CROSS AND BLUE SHIELD OF ALABAMA', ''],
  AK: ['PREMERA BLUE CROSS BLUE SHIELD OF ALASKA', ''],
  AZ: ['BLUE CROSS BLUE SHIELD OF ARIZONA', ''],
  AR: ['ARKANSAS BLUE CROSS AND BLUE SHIELD', ''],
  CA: ['BLUE SHIELD OF CALIFORNIA', ''],
  DC: ['CAREFIRST BLUECROSS BLUESHIELD', ''],
  DE: ['HIGHMARK BLUE CROSS BLUE SHIELD DELAWARE', ''],
  FL: ['BLUE CROSS AND BLUE SHIELD OF FLORIDA', '98167'],
  HI: ['HAWAII MEDICAL SERVICE ASSOCIATION', ''],
  ID: ['BLUE CROSS OF IDAHO HEALTH SERVICE, INC.', ''],
  IA: ['WELLMARK BLUE CROSS AND BLUE SHIELD', ''],
  LA: ['LOUISIANA HEALTH SERVICE & INDEMNITY COMPANY', ''],
  MD: ['CAREFIRST OF MARYLAND, INC.', ''],
  MI: ['BLUE CROSS BLUE SHIELD OF MICHIGAN', '54291'],
  MN: ['BLUE CROSS AND BLUE SHIELD OF MINNESOTA', ''],
  MS: ['BLUE CROSS & BLUE SHIELD OF MISSISSIPPI', ''],
  NJ: ['HORIZON BLUE CROSS BLUE SHIELD OF NEW JERSEY', ''],
  NC: ['BLUE CROSS AND BLUE SHIELD OF NORTH CAROLINA', ''],
  ND: ['BLUE CROSS BLUE SHIELD OF NORTH DAKOTA', ''],
  OR: ['REGENCE BLUECROSS BLUESHIELD OF OREGON', ''],
  PA: ['HIGHMARK INC.', ''],
  PR: ['TRIPLE-S SALUD, INC.', ''],
  SC: ['BLUE CROSS AND BLUE SHIELD OF SOUTH CAROLINA', ''],
  SD: ['WELLMARK OF SOUTH DAKOTA, INC.', ''],
  TN: ['BLUECROSS BLUESHIELD OF TENNESSEE', ''],
  UT: ['REGENCE BLUECROSS BLUESHIELD OF UTAH', ''],
  WA: ['PREMERA BLUE CROSS', ''],
  WV: ['HIGHMARK BLUE CROSS BLUE SHIELD WEST VIRGINIA', ''],
};

export function blueFor(state: StateInfo): CarrierSpec {
  if (HCSC.includes(state.abbr)) {
    const upper = state.name.toUpperCase();
    return {
      names: [
        'HEALTH CARE SERVICE CORPORATION',
        `BLUE CROSS AND BLUE SHIELD OF ${upper}`,
        `BLUE CROSS BLUE SHIELD OF ${upper}, A DIVISION OF HEALTH CARE SERVICE CORPORATION`,
        `BCBS OF ${upper}`,
      ],
      naic: '70670',
      ein: '',
      pattern: '@#####',
      lines: { health: 38, dental: 5, stoploss: 4 },
    };
  }
  if (ANTHEM_STATES.has(state.abbr)) {
    return {
      names: [
        'ANTHEM BLUE CROSS AND BLUE SHIELD',
        'ANTHEM INSURANCE COMPANIES, INC.',
        'ANTHEM HEALTH PLANS, INC.',
        'ELEVANCE HEALTH / ANTHEM',
        state.abbr === 'CA' ? 'ANTHEM BLUE CROSS' : 'ANTHEM BCBS',
      ],
      naic: state.abbr === 'IN' ? '28207' : '',
      ein: '',
      pattern: '@#####',
      lines: { health: 30, dental: 4, vision: 3, stoploss: 3 },
    };
  }
  const [name, naic] = BLUES[state.abbr] ?? [
    `BLUE CROSS AND BLUE SHIELD OF ${state.name.toUpperCase()}`,
    '',
  ];
  return plainBlue(name, naic, {
    health: 38,
    dental: 5,
    vision: 3,
    stoploss: 4,
  });
}

function plainBlue(
  name: string,
  naic: string,
  lines: CarrierSpec['lines'],
): CarrierSpec {
  return {
    names: [name, name.replace(/ AND /g, ' & '), name.replace(/,? INC\.$/, '')],
    naic,
    ein: '',
    pattern: '@######',
    lines,
  };
}

export function regionalCarriers(state: StateInfo): CarrierSpec[] {
  const list = [blueFor(state)];
  if (state.abbr === 'CA') {
    list.push(plainBlue(BLUES.CA![0], '', { health: 14, dental: 2 }));
  }
  list.push({
    names: [
      `DELTA DENTAL OF ${state.name.toUpperCase()}`,
      'DELTA DENTAL INSURANCE COMPANY',
      'DELTA DENTAL',
    ],
    naic: '',
    ein: '',
    pattern: '#####-####',
    lines: { dental: 18 },
  });
  if (KAISER_STATES.has(state.abbr)) {
    list.push({
      names: [
        'KAISER FOUNDATION HEALTH PLAN, INC.',
        'KAISER FOUNDATION HEALTH PLAN',
        'KAISER PERMANENTE',
      ],
      naic: '',
      ein: '',
      pattern: '#####-##',
      lines: { health: 6, hmo: 1 },
    });
  }
  return list;
}
