import { EB_COLUMNS, EB_DEFAULT_COLUMNS } from './eb-columns';
import { PC_COLUMNS, PC_DEFAULT_COLUMNS } from './pc-columns';

/** Each module's results columns and those a first visit shows. */
export const MODULE_COLUMNS = {
  pc: { all: PC_COLUMNS, defaults: PC_DEFAULT_COLUMNS },
  eb: { all: EB_COLUMNS, defaults: EB_DEFAULT_COLUMNS },
};
