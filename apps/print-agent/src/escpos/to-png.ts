import { createCanvas } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import { escposToText } from './to-text';

const CHAR_W = 12;
const LINE_H = 24;
const MARGIN = 16;
const QR_MODULE = 5;
const QR_LINE = /^\[QR-code: (.+)\]$/;

/**
 * A picture of a ticket for the preview printer (DESIGN.md: tickets under DATA_DIR as text and PNG): the
 * ticket read back as text in a monospaced font, and each QR code drawn from its data, so a phone can scan
 * the preview of a market ticket like the printed one.
 */
export function escposToPng(bytes: Uint8Array, columns: number): Buffer {
  const lines = escposToText(bytes).replace(/\n$/, '').split('\n');
  const parts = lines.map((line) => {
    const qr = QR_LINE.exec(line.trim());
    if (!qr?.[1]) return { kind: 'text' as const, line, height: LINE_H };
    const code = QRCode.create(qr[1], { errorCorrectionLevel: 'M' });
    return { kind: 'qr' as const, code, height: (code.modules.size + 8) * QR_MODULE };
  });
  const width = columns * CHAR_W + 2 * MARGIN;
  const height = parts.reduce((h, p) => h + p.height, 0) + 2 * MARGIN;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = `${Math.round(CHAR_W * 1.65)}px monospace`;
  ctx.textBaseline = 'top';
  let y = MARGIN;
  for (const part of parts) {
    if (part.kind === 'text') {
      ctx.fillText(part.line, MARGIN, y + 2);
    } else {
      const { size, data } = part.code.modules;
      const left = Math.round((width - size * QR_MODULE) / 2);
      const top = y + 4 * QR_MODULE;
      for (let row = 0; row < size; row += 1)
        for (let col = 0; col < size; col += 1)
          if (data[row * size + col])
            ctx.fillRect(left + col * QR_MODULE, top + row * QR_MODULE, QR_MODULE, QR_MODULE);
    }
    y += part.height;
  }
  return canvas.toBuffer('image/png');
}
