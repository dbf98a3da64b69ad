export * from './schemas';
export * from './serve-today';
export * from './rules';
export * from './household';
export * from './catalogue-schemas';
