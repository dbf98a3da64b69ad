export * from './age-splits';
