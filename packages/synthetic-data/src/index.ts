// The synthetic data generator: public file formats for N companies from a
// seed. `npm run generate` runs its command line (cli.ts, built to
// dist/generate.js); the server's first start runs that file too.
export {
  generateDataset,
  MAX_COMPANIES,
  type GenerateOptions,
  type GenerateSummary,
  type GeneratedFile,
} from './generate';
export {
  companyProfiles,
  type CompanyProfile,
  type CompanyRecordKey,
} from './company-profiles';
