import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { webAppPlugin } from '../src/plugins/web-app';

// The built web app as the build leaves it: hashed assets with .br and .gz beside them (issue 7, first load).
let dist: string;
let app: FastifyInstance;
const script = 'console.log("app");'.repeat(200);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'mvm-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', '<!doctype html><title>MVM</title><script src="/assets/index-abc123.js"></script>');
  write('assets/index-abc123.js', script);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  // A source map a build made before issue 24 turned them off, with its compressed copies.
  write('assets/index-abc123.js.map', '{"version":3,"sources":["../src/geheim.ts"]}');
  app = Fastify();
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a partial config: the plugin reads only webDistDir.
  app.decorate('config', { webDistDir: dist } as AppConfig);
  await app.register(webAppPlugin);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the brotli file a browser accepts, and gzip to one that only takes gzip', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets the browser keep hashed assets for good, but checks index.html on every load', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await app.inject({
      url: '/leden/search',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');

    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('tells caches that a file differs by Accept-Encoding (issue 27)', async () => {
    for (const url of ['/assets/index-abc123.js', '/favicon.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers.vary, url).toContain('Accept-Encoding');
    }
    const page = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers.vary).toContain('Accept-Encoding');
  });

  it('answers a HEAD of a page as its GET, without the body (issue 27)', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
  });

  it('never serves a source map (issue 24): it would hand anyone the whole source', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const map = await app.inject({
        url: '/assets/index-abc123.js.map',
        headers: { 'accept-encoding': encoding },
      });
      expect(map.statusCode, encoding).toBe(404);
      expect(map.body).not.toContain('geheim');
    }
    for (const url of ['/assets/index-abc123.js.map.br', '/assets/index-abc123.js.map.gz']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
