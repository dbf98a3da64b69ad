export * from './rrn';
