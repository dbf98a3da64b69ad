export * from './labels';
export * from './messages';
export * from './money';
export * from './household-save';
export * from './membership-ending';
export * from './gezinslid';
