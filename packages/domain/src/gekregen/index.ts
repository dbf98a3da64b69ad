export * from './received-row';
export * from './weeks';
export * from './desks';
