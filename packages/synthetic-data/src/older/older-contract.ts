import type { ChangeKind } from './change-log';
import type { FilingEdit } from './filing-edits';
import { olderAmount } from './older-choice';
import type { OlderContext } from './older-context';
import {
  A,
  BROKER_COLUMNS,
  BROKER_PAID_COLUMNS,
  COMMISSION_COLUMNS,
  hasAmount,
  P,
  PREMIUM_COLUMNS,
} from './schedule-layouts';

// A Schedule A contract and a Part 1 broker row as the older extract has
// them, by their filing's edit.

// One purpose per contract: its amounts and its brokers' shares move by
// the same factor, so the shares still add up to the totals.
function scaled(
  ctx: OlderContext,
  row: readonly string[],
  columns: readonly number[],
  purpose: string,
  contractKey: string,
  into: string[],
): void {
  for (const column of columns) {
    into[column] = olderAmount(row[column]!, ctx.seed, purpose, contractKey);
  }
}

export function olderContract(
  ctx: OlderContext,
  row: string[],
  edit: FilingEdit,
): string[] | null {
  const key = `${row[A.ACK_ID]}:${row[A.FORM_ID]}`;
  const log = (change: ChangeKind) =>
    ctx.changes.add('sch_a', key, change, edit.owner);
  if (edit.leftOut) {
    log('new');
    return null;
  }
  const contract = edit.contracts.get(row[A.FORM_ID]!);
  if (!contract) return row;
  if (contract.dropped) {
    log('new_line');
    return null;
  }
  const older = row.slice();
  if (contract.carrier) {
    older[A.INS_CARRIER_NAME] = contract.carrier.name;
    older[A.INS_CARRIER_EIN] = contract.carrier.ein;
    older[A.INS_CARRIER_NAIC_CODE] = contract.carrier.naic;
    log('carrier');
  }
  if (contract.money) {
    scaled(ctx, row, PREMIUM_COLUMNS, 'premium', key, older);
    scaled(ctx, row, COMMISSION_COLUMNS, 'commission', key, older);
    if (hasAmount(row, PREMIUM_COLUMNS)) log('premium');
    if (hasAmount(row, COMMISSION_COLUMNS)) log('commission');
  }
  return older;
}

export function olderBroker(
  ctx: OlderContext,
  row: string[],
  edit: FilingEdit,
): string[] | null {
  const contractKey = `${row[P.ACK_ID]}:${row[P.FORM_ID]}`;
  const rowOrder = row[P.ROW_ORDER]!;
  const key = `${contractKey}:${rowOrder}`;
  const log = (change: ChangeKind) =>
    ctx.changes.add('sch_a_part1', key, change, edit.owner);
  const contract = edit.contracts.get(row[P.FORM_ID]!);
  if (edit.leftOut || contract?.dropped) {
    log(edit.leftOut ? 'new' : 'new_line');
    return null;
  }
  if (!contract) return row;
  if (contract.brokerDropped === rowOrder) {
    log('brokers');
    return null;
  }
  const older = row.slice();
  const swap = contract.brokerSwapped;
  if (swap?.rowOrder === rowOrder) {
    BROKER_COLUMNS.forEach((column, i) => {
      older[column] = swap.broker[i]!;
    });
    log('brokers');
  }
  if (contract.money) {
    scaled(ctx, row, BROKER_PAID_COLUMNS, 'commission', contractKey, older);
    if (hasAmount(row, BROKER_PAID_COLUMNS)) log('commission');
  }
  return older;
}
