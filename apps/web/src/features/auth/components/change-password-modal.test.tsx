import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { ChangePasswordModal } from './change-password-modal';
import { bodyText } from '../../../test/fetch-calls';

async function fillAndSave(
  user: ReturnType<typeof renderWithProviders>['user'],
  oud: string,
  nieuw: string,
  herhaal = nieuw,
) {
  await user.type(screen.getByLabelText(/^Huidig wachtwoord/), oud);
  await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), nieuw);
  await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), herhaal);
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
}

describe('ChangePasswordModal', () => {
  it('sends PUT /v1/auth/password {oudWachtwoord, nieuwWachtwoord} and closes', async () => {
    logInAs();
    const fetchMock = mockApi({ 'PUT /v1/auth/password': { body: { status: 'ok' } } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordModal opened onClose={onClose} />);
    await fillAndSave(user, 'oud-geheim', 'nieuw-geheim-1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(bodyText(init))).toEqual({
      oudWachtwoord: 'oud-geheim',
      nieuwWachtwoord: 'nieuw-geheim-1',
    });
  });

  it('puts the server field error on the field and keeps the modal open', async () => {
    logInAs();
    mockApi({
      'PUT /v1/auth/password': {
        status: 400,
        body: {
          error: 'Het huidige wachtwoord is fout',
          errors: { oudWachtwoord: 'Het huidige wachtwoord is fout' },
        },
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordModal opened onClose={onClose} />);
    await fillAndSave(user, 'fout', 'nieuw-geheim-1');
    expect(await screen.findByText('Het huidige wachtwoord is fout')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing when the new passwords differ or are too short', async () => {
    logInAs();
    const fetchMock = mockApi({});
    const { user } = renderWithProviders(<ChangePasswordModal opened onClose={vi.fn()} />);
    await fillAndSave(user, 'oud', 'kort');
    expect(await screen.findByText('Het wachtwoord moet minstens 8 tekens lang zijn')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nieuw wachtwoord/));
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'lang-genoeg-1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De twee nieuwe wachtwoorden zijn niet gelijk')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
