export * from './alerts';
export * from './auth';
export * from './downloads';
export * from './errors';
export * from './products';
export * from './site';
export * from './states';
