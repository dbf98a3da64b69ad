export * from './received-row';
export * from './weeks';
