// The households wire contract (docs/households-contract.md): one import for api and web.
export * from './fields';
export * from './gezinslid-schemas';
export * from './gezin-schemas';
export * from './lidmaatschap-schemas';
export * from './dossier-schemas';
export * from './list-schemas';
export * from './params';
export * from '../gekregen/schemas';
