import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SENSITIVE_GEZIN_FIELDS } from '@mvm/domain';
import type { Dossier } from '@mvm/domain/leden/schemas';
import { describe, expect, it } from 'vitest';
import { bodyText } from '../../../test/fetch-calls';
import { dossier, renderForm, sentBody } from '../test/fixtures';

/** A desk role: every verb on the member paths, but no GET on /v1/gevoelig (issue 12). */
const DESK_ROLE = {
  ID: 3,
  name: 'onthaal',
  verbs: ['*'],
  endpoints: ['/v1/lid/*', '/v1/leden/*', '/v1/punctuelehulp/*'],
};

/** The dossier as the API answers a user without the sensitive right: those fields left out. */
function withoutSensitive(d: Dossier): Dossier {
  const gezin = Object.fromEntries(
    Object.entries(d.gezin).filter(([key]) => !(SENSITIVE_GEZIN_FIELDS as readonly string[]).includes(key)),
  ) as Dossier['gezin'];
  const leden = d.gezin.leden.map(({ rijksregisterNummer: _rrn, ...lid }) => lid);
  return { ...d, gezin: { ...gezin, leden } };
}

type SentGezin = Record<string, unknown> & { leden: Record<string, unknown>[] };

/** Opens MVM12, changes the street and saves; returns the sent gezin. */
async function saveStreetChange(
  fetchMock: ReturnType<typeof renderForm>['fetchMock'],
  user: ReturnType<typeof renderForm>['user'],
) {
  await screen.findByDisplayValue('Kerkstraat');
  fireEvent.change(screen.getByLabelText(/^Straat/), { target: { value: 'Marktplein' } });
  const save = within(screen.getByRole('toolbar')).getByRole('button', { name: /^Opslaan/ });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(sentBody(fetchMock, 'PUT', '/v1/lid/12')).toBeDefined());
  return (sentBody(fetchMock, 'PUT', '/v1/lid/12') as { gezin: SentGezin }).gezin;
}

describe('HouseholdForm: residence status is sensitive (issue 12)', () => {
  it('a user without the sensitive right sees it hidden, like the national number and the finances, and a save does not send it', async () => {
    // The server keeps what it holds ('Ja') when a save leaves the field out; it answers without it.
    let stored = dossier({}, { verblijfsvergunning: 'Ja' });
    const { user, fetchMock } = renderForm(
      { dossierId: 12, context: 'lid' },
      {
        'GET /v1/auth/whoami/roles': { body: [DESK_ROLE] },
        'GET /v1/lid/12': () => ({ body: withoutSensitive(stored) }),
        'PUT /v1/lid/12': (init) => {
          const sent = JSON.parse(bodyText(init)) as { gezin: SentGezin };
          stored = { ...stored, gezin: { ...stored.gezin, ...sent.gezin, leden: stored.gezin.leden } };
          return { body: { status: 'ok', message: 'Opgeslagen', data: withoutSensitive(stored) } };
        },
      },
    );
    await screen.findByDisplayValue('Kerkstraat');

    const field = screen.getByLabelText('Verblijfsvergunning');
    expect(field).toHaveValue('Verborgen');
    expect(field).toBeDisabled();
    expect(screen.queryByRole('option', { name: 'Ja' })).not.toBeInTheDocument();
    // Hidden, not missing: no "unknown" warning about a field the user cannot see.
    expect(screen.queryByText('Verblijfsvergunning onbekend')).not.toBeInTheDocument();
    // The same way as the other sensitive fields.
    expect(screen.queryByLabelText(/Rijksregisternummer/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Je hebt geen toegang tot de financiële gegevens van dit gezin.'),
    ).toBeInTheDocument();

    const gezin = await saveStreetChange(fetchMock, user);
    expect(gezin.straat).toBe('Marktplein');
    expect(gezin).not.toHaveProperty('verblijfsvergunning');
    expect(gezin).not.toHaveProperty('huur');
    expect(gezin.leden[0]).not.toHaveProperty('rijksregisterNummer');
    expect(stored.gezin.verblijfsvergunning).toBe('Ja');
    expect(screen.getByLabelText('Verblijfsvergunning')).toHaveValue('Verborgen');
  });

  it('an admin sees and sends it (the contrast that makes the test above mean something)', async () => {
    const { user, fetchMock } = renderForm(
      { dossierId: 12, context: 'lid' },
      {
        'GET /v1/lid/12': { body: dossier({}, { verblijfsvergunning: null }) },
        'PUT /v1/lid/12': { body: { status: 'ok', message: 'Opgeslagen', data: dossier() } },
      },
    );
    await screen.findByDisplayValue('Kerkstraat');
    const field = screen.getByRole('textbox', { name: 'Verblijfsvergunning' });
    expect(field).toBeEnabled();
    expect(field).toHaveValue('');
    expect(await screen.findByText('Verblijfsvergunning onbekend')).toBeInTheDocument();

    const gezin = await saveStreetChange(fetchMock, user);
    expect(gezin).toHaveProperty('verblijfsvergunning', null);
  });
});
