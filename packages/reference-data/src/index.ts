// Public reference tables shared by the server and the synthetic data
// generator: NAICS titles and US ZIP centroids.
export * from './naics';
export * from './zip-codes';
