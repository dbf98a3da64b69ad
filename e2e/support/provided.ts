// What the global setup hands to every test file (`inject('baseUrl')`).
declare module 'vitest' {
  // Declaration merging with Vitest's own interface needs `interface`.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The started product, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The password the global setup gave the first user `admin`. */
    adminPassword: string;
    /** The eID reader simulator (tools/eid-simulator) the product's /config.json points the desks to. */
    eidReaderUrl: string;
  }
}

export {};
