export * from './rrn';
export * from './derive';
