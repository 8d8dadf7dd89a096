import { required } from '../../data-model/values';
import { receivedOn } from './filing-link';
import { intKey } from './shared';
import type { DatasetDefinition } from './types';

/** Schedule C Part 1 item 2 codes: one service code of a provider. */
export const schCItem2Codes: DatasetDefinition = {
  name: 'sch_c_item2_codes',
  title: 'Form 5500 Schedule C Part 1 item 2 codes',
  mainTable: 'service_provider_codes',
  required: ['ACK_ID', 'ROW_ORDER', 'CODE_ORDER', 'SERVICE_CODE'],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const rowOrder = intKey(row, 'ROW_ORDER');
    const codeOrder = intKey(row, 'CODE_ORDER');
    const provider = `${ackId}:${rowOrder}`;
    return {
      facts: [
        {
          table: 'service_provider_codes',
          sourceKey: `${provider}:${codeOrder}`,
          asOfDate: receivedOn(ackId),
          values: {
            ack_id: ackId,
            row_order: Number(rowOrder),
            code_order: Number(codeOrder),
            service_code: required(row, 'SERVICE_CODE'),
          },
        },
      ],
      parent: {
        table: 'service_providers',
        sourceKey: provider,
        label: 'Schedule C service provider',
      },
    };
  },
};
