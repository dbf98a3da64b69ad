export * from './received-row';
