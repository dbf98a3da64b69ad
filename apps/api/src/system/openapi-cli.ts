import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';

/**
 * `npm run openapi`: writes the OpenAPI document of every route to docs/openapi.json (committed, so the
 * API can be read without running it). Builds the real app on an empty in-memory database: the
 * document comes from the routes' schemas alone. With a path argument it writes there instead
 * (`npm run lint:openapi` compares that copy with the committed one).
 */
const target = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');
const output = process.argv[2] ? path.resolve(process.argv[2]) : target;
const database = await openPglite(undefined);
const app = await buildApp({ db: database.db, config: loadConfig({}), logger: false });
await app.ready();
const json = JSON.stringify(app.swagger());
// Formatted as the repository's prettier check wants it.
await writeFile(output, await format(json, { ...(await resolveConfig(target)), filepath: target }));
await app.close();
await database.close();
process.stdout.write(`OpenAPI-document geschreven naar ${path.relative(process.cwd(), output)}\n`);
