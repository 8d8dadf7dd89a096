import {
  date,
  flag,
  int,
  phone,
  required,
  RowError,
  text,
  yearOf,
  type Row,
} from '../../data-model/values';
import { addressOf, evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const PHYSICAL = {
  street: 'PHY_STREET',
  city: 'PHY_CITY',
  state: 'PHY_STATE',
  zip: 'PHY_ZIP',
};
const MAILING = {
  street: 'MAILING_STREET',
  city: 'MAILING_CITY',
  state: 'MAILING_STATE',
  zip: 'MAILING_ZIP',
};

// The Y/empty operation classifications of the SMS census (reference §4).
const OPERATIONS = [
  'PRIVATE_ONLY',
  'AUTHORIZED_FOR_HIRE',
  'EXEMPT_FOR_HIRE',
  'PRIVATE_PROPERTY',
  'PRIVATE_PASSENGER_BUSINESS',
  'PRIVATE_PASSENGER_NONBUSINESS',
  'MIGRANT',
  'US_MAIL',
  'FEDERAL_GOVERNMENT',
  'STATE_GOVERNMENT',
  'LOCAL_GOVERNMENT',
  'INDIAN_TRIBE',
  'OP_OTHER',
];

// A USDOT number is an integer: '0123456' and '123456' are one carrier.
function dotNumber(row: Row): string {
  const value = required(row, 'DOT_NUMBER');
  if (!/^\d{1,9}$/.test(value)) {
    throw new RowError(`DOT_NUMBER is not a USDOT number: '${value}'`);
  }
  return String(Number(value));
}

// The company model is US companies; a Canadian or Mexican carrier is not.
function checkCountry(row: Row): void {
  const country = text(row.PHY_COUNTRY)?.toUpperCase();
  if (country && country !== 'US' && country !== 'USA') {
    throw new RowError(`carrier outside the US (PHY_COUNTRY ${country})`);
  }
}

/** FMCSA SMS motor carrier census, one carrier per DOT_NUMBER. */
export const fmcsaCensus: DatasetDefinition = {
  name: 'fmcsa_census',
  title: 'FMCSA motor carrier census',
  mainTable: 'motor_carriers',
  resolvesCompanies: true,
  required: [
    'DOT_NUMBER',
    'LEGAL_NAME',
    'PHY_STREET',
    'PHY_CITY',
    'PHY_STATE',
    'PHY_ZIP',
    'NBR_POWER_UNIT',
    'DRIVER_TOTAL',
  ],
  mapRow(row) {
    const dot = dotNumber(row);
    checkCountry(row);
    const name = required(row, 'LEGAL_NAME');
    const dba = text(row.DBA_NAME);
    const telephone = phone(row, 'TELEPHONE');
    const drivers = int(row, 'DRIVER_TOTAL');
    const mcs150 = date(row, 'MCS150_DATE');
    const physical = addressOf(row, PHYSICAL);
    const mailing = addressOf(row, MAILING);
    const operations = OPERATIONS.filter((column) => flag(row, column) === 1);
    return {
      facts: [
        {
          table: 'motor_carriers',
          sourceKey: dot,
          sourceYear: yearOf(mcs150),
          // The census row is what the carrier last filed on its MCS-150.
          asOfDate: mcs150,
          values: {
            dot_number: dot,
            legal_name: name,
            dba_name: dba,
            carrier_operation: text(row.CARRIER_OPERATION),
            hazmat: flag(row, 'HM_FLAG'),
            passenger: flag(row, 'PC_FLAG'),
            phy_address: physical.address,
            phy_city: physical.city,
            phy_state: physical.state,
            phy_zip: physical.zip,
            mailing_address: mailing.address,
            mailing_city: mailing.city,
            mailing_state: mailing.state,
            mailing_zip: mailing.zip,
            telephone,
            email: text(row.EMAIL_ADDRESS)?.toLowerCase() ?? null,
            mcs150_date: mcs150,
            mcs150_mileage: int(row, 'MCS150_MILEAGE'),
            mcs150_mileage_year: int(row, 'MCS150_MILEAGE_YEAR'),
            add_date: date(row, 'ADD_DATE'),
            power_units: int(row, 'NBR_POWER_UNIT'),
            drivers,
            operations: operations.length > 0 ? operations.join(',') : null,
          },
        },
      ],
      company: evidenceAt(row, name, PHYSICAL, {
        dba,
        phone: telephone,
        employees: drivers,
      }),
    };
  },
};
