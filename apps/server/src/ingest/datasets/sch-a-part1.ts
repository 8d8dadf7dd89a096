import { brokerKey } from '../../data-model/normalize';
import { num, required, text } from '../../data-model/values';
import { receivedOn } from './filing-link';
import { addressOf, intKey } from './shared';
import type { DatasetDefinition } from './types';

const ADDRESS = {
  street: 'INS_BROKER_US_ADDRESS1',
  city: 'INS_BROKER_US_CITY',
  state: 'INS_BROKER_US_STATE',
  zip: 'INS_BROKER_US_ZIP',
};

/** Schedule A Part 1: a broker of a contract, ACK_ID + FORM_ID + ROW_ORDER. */
export const schAPart1: DatasetDefinition = {
  name: 'sch_a_part1',
  title: 'Form 5500 Schedule A Part 1',
  mainTable: 'contract_brokers',
  required: [
    'ACK_ID',
    'FORM_ID',
    'ROW_ORDER',
    'INS_BROKER_NAME',
    'INS_BROKER_COMM_PD_AMT',
    'INS_BROKER_FEES_PD_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const formId = intKey(row, 'FORM_ID');
    const rowOrder = intKey(row, 'ROW_ORDER');
    const broker = required(row, 'INS_BROKER_NAME');
    const contract = `${ackId}:${formId}`;
    return {
      facts: [
        {
          table: 'contract_brokers',
          sourceKey: `${contract}:${rowOrder}`,
          asOfDate: receivedOn(ackId),
          values: {
            ack_id: ackId,
            form_id: Number(formId),
            broker_name: broker,
            broker_name_normalized: brokerKey(broker) || null,
            ...addressOf(row, ADDRESS),
            broker_code: text(row.INS_BROKER_CODE),
            commission: num(row, 'INS_BROKER_COMM_PD_AMT'),
            fees: num(row, 'INS_BROKER_FEES_PD_AMT'),
          },
        },
      ],
      parent: {
        table: 'insurance_contracts',
        sourceKey: contract,
        label: 'Schedule A contract',
      },
    };
  },
};
