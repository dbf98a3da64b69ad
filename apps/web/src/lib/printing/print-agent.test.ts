import { beforeEach, describe, expect, it } from 'vitest';
import { logInAs, mockApi } from '../../test/render';
import { runtimeConfigReply } from '../../test/runtime-config';
import type { RuntimeConfig } from '../runtime-config';
import { sendToPrinter } from './print-agent';

const ticket = { mvmNummer: 'MVM12', voornaam: 'Zoë', naam: 'Hénaut' };
const config = (lid: string): RuntimeConfig => runtimeConfigReply({ printers: { lid } });

// Issue 24: the agent inside the API takes the session and role like any API route; a printer host is
// another machine and never gets the session token.
describe('sendToPrinter', () => {
  beforeEach(() => void logInAs('Balie', 'sessie-token'));

  it('sends the session to the agent inside the API', async () => {
    const fetchMock = mockApi({ 'POST /print-agent/lid': { body: { status: 'ok' } } });
    await sendToPrinter(config('/print-agent'), 'lid', '/lid', ticket);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer sessie-token' });
  });

  it.each(['http://printer.lan:3100', '//printer.lan:3100'])(
    'never sends it to a printer host (%s)',
    async (base) => {
      const fetchMock = mockApi({ [`POST ${base}/lid`]: { body: { status: 'ok' } } });
      await sendToPrinter(config(base), 'lid', '/lid', ticket);
      expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    },
  );

  it('shows the API’s refusal when the role does not grant the print', async () => {
    mockApi({
      'POST /print-agent/lid': {
        status: 403,
        body: {
          status: 'error',
          message: 'Je hebt geen toegang tot deze functie',
          error: 'Je hebt geen toegang tot deze functie',
        },
      },
    });
    await expect(sendToPrinter(config('/print-agent'), 'lid', '/lid', ticket)).rejects.toThrow(
      'Je hebt geen toegang tot deze functie',
    );
  });
});
