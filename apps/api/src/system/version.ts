import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The product's version: the root package.json's `version` (semantic versioning, CHANGELOG.md). One source for
 * /healthz, /config.json (the user menu shows it) and the container image's label, so all three agree.
 */
export const productVersion: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
