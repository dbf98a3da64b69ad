import type { Server } from 'node:http';
import { readBody, sendJson as send, startLocalService } from '../local-service/local-service';

/**
 * A stand-in for the desk's local eID reader service (spec 2 §7: port 8090, `GET /read?token=...`),
 * so development and browser tests have a card reader. The card is fake.
 *
 * - `GET /read?token=<anything>`: the current card (400 without a token, 404 when no card is inserted).
 * - `PUT /card` with a card as JSON: insert another card; `DELETE /card`: take the card out.
 * - `GET /card`: the current card, for tests.
 */
export type SimulatedCard = Record<string, unknown>;

export type EidSimulatorOptions = {
  port?: number;
  host?: string;
  card?: SimulatedCard | null;
};

const MAX_BODY = 64 * 1024;

export async function startEidSimulator({
  port = 8090,
  host = '127.0.0.1',
  card = null,
}: EidSimulatorOptions = {}): Promise<{
  server: Server;
  url: string;
  setCard: (c: SimulatedCard | null) => void;
}> {
  let current = card;

  const service = await startLocalService({
    port,
    host,
    methods: 'GET, PUT, DELETE',
    handle: (req, res, request) => {
      const path = request.pathname.replace(/\/+$/, '') || '/';

      if (req.method === 'GET' && path === '/read') {
        if (!request.searchParams.get('token')) return send(res, 400, { error: 'Token ontbreekt' });
        if (!current) return send(res, 404, { error: 'Geen kaart in de lezer' });
        return send(res, 200, current);
      }
      if (path === '/card' && req.method === 'GET') return send(res, 200, current);
      if (path === '/card' && req.method === 'DELETE') {
        current = null;
        return send(res, 200, { status: 'ok' });
      }
      if (path === '/card' && req.method === 'PUT') {
        readBody(req, MAX_BODY)
          .then((text) => {
            const parsed: unknown = JSON.parse(text);
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
            // A hand-written test card: only its shape (an object) is checked.
            current = parsed as SimulatedCard;
            send(res, 200, { status: 'ok' });
          })
          .catch(() => send(res, 400, { error: 'Geen geldige kaart (JSON-object verwacht)' }));
        return;
      }
      send(res, 404, { error: 'Niet gevonden' });
    },
  });

  return {
    ...service,
    setCard: (c) => {
      current = c;
    },
  };
}
