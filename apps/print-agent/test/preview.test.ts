import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { marktTicketSchema, voedingTicketSchema } from '@mvm/domain/printing/bodies';
import { escposToPng } from '../src/escpos/to-png';
import { renderVoedingTicket } from '../src/templates/voeding-ticket';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrintError } from '../src/errors';
import { PICTURE_MAX_TICKET_BYTES, previewPicture, previewTransport } from '../src/transports/preview';
import { DEFAULT_LAYOUT } from '../src/templates/layout';
import { renderMarktTicket } from '../src/templates/markt-ticket';
import { marktBody, voedingBody } from './helpers/tickets';

let dir: string;

async function darkInMiddleColumn(png: Buffer): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const column = ctx.getImageData(Math.floor(image.width / 2), 0, 1, image.height).data;
  return Array.from({ length: image.height }, (_, y) => column[y * 4] ?? 255).filter((v) => v < 64).length;
}
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

  it('keeps only the newest files, a ticket’s .bin, .txt and picture together', async () => {
    let t = Date.parse('2025-03-14T10:00:00Z');
    const transport = previewTransport({ dir, maxFiles: 6, now: () => new Date((t += 1000)) });
    for (let k = 0; k < 4; k += 1) await transport.send({ name: 'lid', bytes: ticket });
    // Pictures drawn for the first four (someone looked at them), then a fifth ticket prunes the oldest.
    for (const f of (await readdir(dir)).filter((n) => n.endsWith('.bin')))
      await previewPicture(dir, f.slice(0, -4), 42);
    await transport.send({ name: 'lid', bytes: ticket });
    const files = (await readdir(dir)).filter((f) => !f.endsWith('.png')).sort();
    expect((await readdir(dir)).filter((f) => f.endsWith('.png')).sort()).toEqual([
      '20250314T100003000Z-lid.png',
      '20250314T100004000Z-lid.png',
    ]);
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
    expect((await readdir(dir)).every((f) => /^\d{8}T\d{9}Z-[\w-]+\.(bin|txt|png)$/.test(f))).toBe(true);
  });

  // A bound for a machine under load (two pictures drawn with a native canvas), not a speed target.
  it(
    'draws a market ticket as a PNG with its QR code when asked, and keeps it beside the bytes',
    { timeout: 30_000 },
    async () => {
      const bytes = renderMarktTicket(
        { ...marktTicketSchema.parse(marktBody), printedAt: new Date('2025-03-14T10:00:00Z') },
        DEFAULT_LAYOUT,
      );
      await previewTransport({ dir }).send({ name: 'print-markt', bytes });
      const base = (await readdir(dir)).find((f) => f.endsWith('.bin'))!.slice(0, -4);
      const picture = (await previewPicture(dir, base, 42))!;
      expect(await readFile(path.join(dir, `${base}.png`))).toEqual(picture);
      expect([...picture.subarray(1, 4)]).toEqual([...Buffer.from('PNG')]);
      const image = await loadImage(picture);
      expect(image.width).toBe(42 * 12 + 32);
      // The QR code's modules cross the picture's middle column; a ticket of text alone barely does.
      expect(await darkInMiddleColumn(picture)).toBeGreaterThan(80);
      const text = escposToPng(
        renderVoedingTicket(
          { ...voedingTicketSchema.parse(voedingBody), printedAt: new Date() },
          DEFAULT_LAYOUT,
        ),
        42,
      );
      expect(await darkInMiddleColumn(text)).toBeLessThan(40);
    },
  );

  // Issue 24: a picture per ticket took up to a second of the event loop and ~1 MB for a long material
  // receipt; the picture is now drawn only when someone looks, and only for a ticket of ordinary length.
  it('writes only the bytes and the text per ticket, and draws no picture of a very long ticket', async () => {
    const long = Uint8Array.from({ length: PICTURE_MAX_TICKET_BYTES + 1 }, () => 0x41);
    await previewTransport({ dir }).send({ name: 'materiaal', bytes: long });
    const files = await readdir(dir);
    expect(files.map((f) => path.extname(f)).sort()).toEqual(['.bin', '.txt']);
    expect(await previewPicture(dir, files[0]!.slice(0, -4), 42)).toBeNull();
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('reports a folder it cannot write as a print error', async () => {
    const file = path.join(dir, 'geen-map');
    await writeFile(file, '');
    const send = previewTransport({ dir: file }).send({ name: 'lid', bytes: ticket });
    await expect(send).rejects.toBeInstanceOf(PrintError);
  });
});
