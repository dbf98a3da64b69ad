import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PreviewEntry } from '@mvm/domain/printing/printer-status';
import { PrintError } from '../errors';
import { errorReply } from '../http/replies';
import { hasPicture, previewPicture } from '../transports/preview';
import { deliver, type PrintRouteContext } from './ticket-route';

const PREVIEW_LIST_MAX = 50;
const previewStamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/;

/**
 * The admin routes (job log, printer state, reprint, previews): they show member numbers and ticket texts.
 * On a printer host they need the agent's token, mounted in the API a session and role.
 */
export function adminRoutes(app: FastifyInstance, ctx: PrintRouteContext, previewDir: string | null) {
  // Asks the printer now (connect and DLE EOT), without printing.
  app.get('/status', async () => {
    try {
      await ctx.transport.probe();
      ctx.state.probed(true);
    } catch (err) {
      if (!(err instanceof PrintError)) throw err;
      ctx.state.probed(false, err.message);
    }
    return ctx.state.get();
  });

  app.get('/jobs', () => Promise.resolve(ctx.jobs.list()));

  app.post<{ Params: { id: string } }>('/jobs/:id/herdruk', async (request, reply) => {
    const entry = ctx.jobs.get(request.params.id);
    const bytes = entry ? await ctx.jobs.bytesOf(entry.id) : null;
    if (!entry || !bytes)
      return reply.status(404).send(errorReply('Dit ticket kan niet opnieuw afgedrukt worden'));
    const name = entry.endpoint.replace(/^\//, '');
    const answer = await deliver(
      ctx,
      reply,
      { name, bytes, balie: entry.balie, mvmNummer: entry.mvmNummer, herdrukVan: entry.id },
      'Ticket opnieuw afgedrukt',
    );
    if (reply.statusCode < 400) await ctx.jobs.markReprinted(entry.id);
    return answer;
  });

  // The tickets the preview printer kept, newest first: the readable text and the picture's name.
  app.get('/previews', async (): Promise<PreviewEntry[]> => {
    if (!previewDir) return [];
    const files = await readdir(previewDir).catch(() => [] as string[]);
    const texts = files
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .reverse()
      .slice(0, PREVIEW_LIST_MAX);
    return Promise.all(
      texts.map(async (file) => {
        const base = file.slice(0, -4);
        const m = previewStamp.exec(file);
        const tijd = m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z` : '';
        return {
          naam: base,
          tijd,
          tekst: await readFile(path.join(previewDir, file), 'utf8').catch(() => ''),
          png: (await hasPicture(previewDir, base)) ? `${base}.png` : null,
        };
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/previews/:file', async (request, reply) => {
    const file = request.params.file;
    if (!previewDir || !/^[\w-]+\.(png|txt|bin)$/.test(file))
      return reply.status(404).send(errorReply('Niet gevonden'));
    const content = file.endsWith('.png')
      ? await previewPicture(previewDir, file.slice(0, -4), ctx.layout.columns)
      : await readFile(path.join(previewDir, file)).catch(() => null);
    if (!content) return reply.status(404).send(errorReply('Niet gevonden'));
    const type = file.endsWith('.png')
      ? 'image/png'
      : file.endsWith('.txt')
        ? 'text/plain; charset=utf-8'
        : 'application/octet-stream';
    return reply.type(type).send(content);
  });
}
