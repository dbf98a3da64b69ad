export * from './schemas';
export * from './serve-today';
