import {
  date,
  int,
  num,
  required,
  text,
  yearOf,
} from '../../data-model/values';
import { addressOf, evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const SITUS = {
  street: 'SITUS_ADDRESS',
  city: 'SITUS_CITY',
  state: 'SITUS_STATE',
  zip: 'SITUS_ZIP',
};

/** Assessor parcel records: one property per PROPERTY_ID, of its owner. */
export const properties: DatasetDefinition = {
  name: 'properties',
  title: 'property records',
  mainTable: 'properties',
  resolvesCompanies: true,
  required: [
    'PROPERTY_ID',
    'OWNER_NAME',
    'SITUS_ADDRESS',
    'SITUS_CITY',
    'SITUS_STATE',
    'SITUS_ZIP',
    'YEAR_BUILT',
    'BUILDING_AREA_SQFT',
  ],
  mapRow(row) {
    const owner = required(row, 'OWNER_NAME');
    const asOf = date(row, 'AS_OF_DATE');
    const taxYear = int(row, 'TAX_YEAR');
    return {
      facts: [
        {
          table: 'properties',
          sourceKey: required(row, 'PROPERTY_ID'),
          sourceYear: taxYear ?? yearOf(asOf),
          asOfDate: asOf,
          values: {
            apn: text(row.APN),
            owner_name: owner,
            ...addressOf(row, SITUS),
            land_use_code: text(row.LAND_USE_CODE),
            land_use: text(row.LAND_USE_DESC),
            lot_size_sqft: num(row, 'LOT_SIZE_SQFT'),
            building_area_sqft: num(row, 'BUILDING_AREA_SQFT'),
            year_built: int(row, 'YEAR_BUILT'),
            effective_year_built: int(row, 'EFFECTIVE_YEAR_BUILT'),
            stories: int(row, 'STORIES'),
            units: int(row, 'UNITS'),
            construction_class: text(row.CONSTRUCTION_CLASS),
            assessed_land_value: num(row, 'ASSESSED_LAND_VALUE'),
            assessed_improvement_value: num(row, 'ASSESSED_IMPROVEMENT_VALUE'),
            assessed_total_value: num(row, 'ASSESSED_TOTAL_VALUE'),
            last_sale_date: date(row, 'LAST_SALE_DATE'),
            last_sale_price: num(row, 'LAST_SALE_PRICE'),
            tax_amount: num(row, 'TAX_AMOUNT'),
            tax_year: taxYear,
          },
        },
      ],
      // The owner is taken to occupy its property (situs address).
      company: evidenceAt(row, owner, SITUS),
    };
  },
};
