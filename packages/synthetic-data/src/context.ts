import { BrokerDirectory } from './brokers';
import { CarrierBook } from './carriers';
import { dayNumber } from './dates';
import { loadGeography, type Geography } from './geography';
import { loadIndustries, type IndustryTables } from './industries';
import { ProviderBook } from './providers';

// Reference data shared by every company of a run. Built once per process
// (and per worker thread): it is derived from the seed and the packages only.

export interface GeneratorContext {
  seed: number;
  geo: Geography;
  industries: IndustryTables;
  carriers: CarrierBook;
  brokers: BrokerDirectory;
  providers: ProviderBook;
  /** The extract date of the data set (AS_OF_DATE, load dates). */
  asOf: number;
  asOfText: string;
}

// The generated data describe the world as of this date: plan year 2025 is
// still being filed, and the newest OSHA and WHD cases are from 2026.
export const AS_OF_TEXT = '2026-10-30';

export function createContext(seed: number): GeneratorContext {
  const geo = loadGeography(seed);
  return {
    seed,
    geo,
    industries: loadIndustries(),
    carriers: new CarrierBook(),
    brokers: new BrokerDirectory(geo),
    providers: new ProviderBook(geo.states),
    asOf: dayNumber(2026, 10, 30),
    asOfText: AS_OF_TEXT,
  };
}
