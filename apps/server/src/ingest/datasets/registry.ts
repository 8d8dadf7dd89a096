import { contacts } from './contacts';
import { crimeScores } from './crime-scores';
import { f5500 } from './f5500';
import { f5500Sf } from './f5500-sf';
import { firmographics } from './firmographics';
import { fmcsaCensus } from './fmcsa-census';
import { nriCounties } from './nri-counties';
import { oshaInspection } from './osha-inspection';
import { oshaViolation } from './osha-violation';
import { properties } from './properties';
import { schA } from './sch-a';
import { schAPart1 } from './sch-a-part1';
import { schCItem2 } from './sch-c-item2';
import { schCItem2Codes } from './sch-c-item2-codes';
import { schH } from './sch-h';
import { schI } from './sch-i';
import type { DatasetDefinition } from './types';
import { wcPolicies } from './wc-policies';
import { whd } from './whd';

/** The importers of every dataset (docs/data/README.md). */
export const DATASET_DEFINITIONS: readonly DatasetDefinition[] = [
  nriCounties,
  crimeScores,
  firmographics,
  f5500,
  f5500Sf,
  schA,
  schAPart1,
  schCItem2,
  schCItem2Codes,
  schH,
  schI,
  oshaInspection,
  oshaViolation,
  whd,
  fmcsaCensus,
  wcPolicies,
  properties,
  contacts,
];
