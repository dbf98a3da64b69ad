export * from './membership';
