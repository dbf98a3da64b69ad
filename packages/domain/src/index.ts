export * from './permissions/match';
export * from './search';
export * from './dates';
export * from './age';
export * from './rijksregisternummer';
export * from './membership';
