export * from './age-groups';
export * from './period';
export * from './labels';
