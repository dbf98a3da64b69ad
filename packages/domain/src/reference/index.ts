// Countries are not re-exported here on purpose: see ./countries.ts.
export * from './enums';
export * from './motivation';
export * from './exclusion-reasons';
