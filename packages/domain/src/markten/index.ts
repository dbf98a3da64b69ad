export * from './barcode';
export * from './rules';
export * from './scan-check';
export * from './schemas';
