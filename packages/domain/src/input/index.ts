export * from './control-characters';
export * from './ids';
export * from './zod-dutch';
