export * from './scanner';
export * from './numbers';
export * from './classify';
