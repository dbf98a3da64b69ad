export * from './control-characters';
export * from './ids';
