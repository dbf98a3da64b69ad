export * from './types';
export * from './poverty-line';
export * from './household-status';
export * from './missing-data';
