import { ein, num, required, text } from '../../data-model/values';
import { filingOf, receivedOn } from './filing-link';
import { addressOf, intKey } from './shared';
import type { DatasetDefinition } from './types';

const ADDRESS = {
  street: 'PROVIDER_OTHER_US_ADDRESS1',
  city: 'PROVIDER_OTHER_US_CITY',
  state: 'PROVIDER_OTHER_US_STATE',
  zip: 'PROVIDER_OTHER_US_ZIP',
};

/**
 * The two-digit service codes of a provider, comma separated: DOL
 * concatenates them ('152364'); separated lists are read too. Text that is
 * not two-digit codes is kept as published.
 */
export function serviceCodes(value: string | null): string | null {
  if (value === null) return null;
  const groups = value.match(/\d+/g) ?? [];
  if (groups.length === 0 || groups.some((group) => group.length % 2 !== 0)) {
    return value;
  }
  return groups.flatMap((group) => group.match(/\d\d/g)!).join(',');
}

/** Schedule C Part 1 item 2: a service provider paid by the plan. */
export const schCItem2: DatasetDefinition = {
  name: 'sch_c_item2',
  title: 'Form 5500 Schedule C Part 1 item 2',
  mainTable: 'service_providers',
  required: [
    'ACK_ID',
    'ROW_ORDER',
    'PROVIDER_OTHER_NAME',
    'PROVIDER_OTHER_DIRECT_COMP_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const rowOrder = intKey(row, 'ROW_ORDER');
    return {
      facts: [
        {
          table: 'service_providers',
          sourceKey: `${ackId}:${rowOrder}`,
          asOfDate: receivedOn(ackId),
          values: {
            ack_id: ackId,
            row_order: Number(rowOrder),
            name: required(row, 'PROVIDER_OTHER_NAME'),
            // The provider's EIN, never the sponsor's (reference §1.1).
            ein: ein(row, 'PROVIDER_OTHER_EIN'),
            ...addressOf(row, ADDRESS),
            relation: text(row.PROVIDER_OTHER_RELATION),
            service_codes: serviceCodes(text(row.PROVIDER_OTHER_SRVC_CODES)),
            direct_compensation: num(row, 'PROVIDER_OTHER_DIRECT_COMP_AMT'),
            indirect_compensation: num(row, 'PROV_OTHER_TOT_IND_COMP_AMT'),
          },
        },
      ],
      parent: filingOf(ackId),
    };
  },
};
