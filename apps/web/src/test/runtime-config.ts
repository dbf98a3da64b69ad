import type { RuntimeConfigWire } from '@mvm/domain/system/config-schema';

/** GET /config.json as the server sends it (every field), for tests to override what they are about. */
export function runtimeConfigReply(overrides: Partial<RuntimeConfigWire> = {}): RuntimeConfigWire {
  return {
    staging: false,
    zoho: false,
    printers: {},
    eidReaderUrl: 'http://127.0.0.1:8090',
    scannerUrl: 'http://127.0.0.1:8080',
    version: '1.0.0',
    ...overrides,
  };
}
