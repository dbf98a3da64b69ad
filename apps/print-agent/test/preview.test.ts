import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrintError } from '../src/errors';
import { previewTransport } from '../src/transports/preview';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'print-preview-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ticket = Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]);

describe('preview transport', () => {
  it('never overwrites a ticket printed in the same millisecond', async () => {
    const transport = previewTransport({ dir, now: () => new Date('2025-03-14T10:00:00.123Z') });
    await transport.send({ name: 'lid', bytes: ticket });
    await transport.send({ name: 'lid', bytes: ticket });
    expect((await readdir(dir)).sort()).toEqual([
      '20250314T100000123Z-lid-2.bin',
      '20250314T100000123Z-lid-2.txt',
      '20250314T100000123Z-lid.bin',
      '20250314T100000123Z-lid.txt',
    ]);
  });

  it('keeps only the newest files, a ticket’s .bin and .txt together', async () => {
    let t = Date.parse('2025-03-14T10:00:00Z');
    const transport = previewTransport({ dir, maxFiles: 6, now: () => new Date((t += 1000)) });
    for (let k = 0; k < 5; k += 1) await transport.send({ name: 'lid', bytes: ticket });
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([
      '20250314T100003000Z-lid.bin',
      '20250314T100003000Z-lid.txt',
      '20250314T100004000Z-lid.bin',
      '20250314T100004000Z-lid.txt',
      '20250314T100005000Z-lid.bin',
      '20250314T100005000Z-lid.txt',
    ]);
  });

  it('keeps job names safe as file names', async () => {
    await previewTransport({ dir }).send({ name: '../../etc/x', bytes: ticket });
    expect((await readdir(dir)).every((f) => /^\d{8}T\d{9}Z-[\w-]+\.(bin|txt)$/.test(f))).toBe(true);
  });

  it('reports a folder it cannot write as a print error', async () => {
    const file = path.join(dir, 'geen-map');
    await writeFile(file, '');
    const send = previewTransport({ dir: file }).send({ name: 'lid', bytes: ticket });
    await expect(send).rejects.toBeInstanceOf(PrintError);
  });
});
