// The table itself is not exported here on purpose: import '@mvm/domain/postcodes/table'.
export * from './postcodes';
