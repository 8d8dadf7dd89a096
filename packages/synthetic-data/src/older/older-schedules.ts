import { columnIndex } from '../columns';
import { FILE, OUTPUT_FILES, YEARS } from '../files';
import { SCH_A_HEADER, SCH_A_PART1_HEADER } from '../headers/sch-a';
import {
  SCH_C_PART1_ITEM2_CODES_HEADER,
  SCH_C_PART1_ITEM2_HEADER,
} from '../headers/sch-c';
import { SCH_H_HEADER } from '../headers/sch-h';
import { SCH_I_HEADER } from '../headers/sch-i';
import type { FilingEdit } from './filing-edits';
import type { OlderContext } from './older-context';
import { rewriteFile } from './rewrite-file';
import { olderContract, olderBroker } from './older-contract';
import { A, P } from './schedule-layouts';

// The schedules of the older extract: a filing it lacks takes all of them
// along (no orphan schedule), the others go through their filing's edit.

type KeyOf = (row: readonly string[]) => string;

const C = columnIndex(SCH_C_PART1_ITEM2_HEADER);
const K = columnIndex(SCH_C_PART1_ITEM2_CODES_HEADER);
const H = columnIndex(SCH_H_HEADER);
const I = columnIndex(SCH_I_HEADER);

interface Follower {
  dataset: string;
  file: (yearIndex: number) => number;
  header: readonly string[];
  ack: number;
  // The importers' source key of a row.
  keyOf: KeyOf;
}

// Schedules that change only with their filing.
const FOLLOWERS: readonly Follower[] = [
  {
    dataset: 'sch_c_item2',
    file: FILE.schC,
    header: SCH_C_PART1_ITEM2_HEADER,
    ack: C.ACK_ID,
    keyOf: (r) => `${r[C.ACK_ID]}:${r[C.ROW_ORDER]}`,
  },
  {
    dataset: 'sch_c_item2_codes',
    file: FILE.schCCodes,
    header: SCH_C_PART1_ITEM2_CODES_HEADER,
    ack: K.ACK_ID,
    keyOf: (r) => `${r[K.ACK_ID]}:${r[K.ROW_ORDER]}:${r[K.CODE_ORDER]}`,
  },
  {
    dataset: 'sch_h',
    file: FILE.schH,
    header: SCH_H_HEADER,
    ack: H.ACK_ID,
    keyOf: (r) => `${r[H.ACK_ID]}:H`,
  },
  {
    dataset: 'sch_i',
    file: FILE.schI,
    header: SCH_I_HEADER,
    ack: I.ACK_ID,
    keyOf: (r) => `${r[I.ACK_ID]}:I`,
  },
];

const nameOf = (file: number) => OUTPUT_FILES[file]!.name;

async function olderFollower(
  ctx: OlderContext,
  edits: ReadonlyMap<string, FilingEdit>,
  follower: Follower,
  yearIndex: number,
): Promise<void> {
  const name = nameOf(follower.file(yearIndex));
  await rewriteFile(ctx, name, follower.header, (row) => {
    const edit = edits.get(row[follower.ack]!);
    if (!edit?.leftOut) return row;
    ctx.changes.add(follower.dataset, follower.keyOf(row), 'new', edit.owner);
    return null;
  });
}

export async function olderSchedules(
  ctx: OlderContext,
  edits: ReadonlyMap<string, FilingEdit>,
): Promise<void> {
  for (const yearIndex of YEARS.keys()) {
    const schA = nameOf(FILE.schA(yearIndex));
    await rewriteFile(ctx, schA, SCH_A_HEADER, (row) => {
      const edit = edits.get(row[A.ACK_ID]!);
      return edit ? olderContract(ctx, row, edit) : row;
    });
    const part1 = nameOf(FILE.schAPart1(yearIndex));
    await rewriteFile(ctx, part1, SCH_A_PART1_HEADER, (row) => {
      const edit = edits.get(row[P.ACK_ID]!);
      return edit ? olderBroker(ctx, row, edit) : row;
    });
    for (const follower of FOLLOWERS) {
      await olderFollower(ctx, edits, follower, yearIndex);
    }
  }
}
