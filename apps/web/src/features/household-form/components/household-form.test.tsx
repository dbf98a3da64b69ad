import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dossier, renderForm } from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

describe('HouseholdForm: loading and headings (spec 2 §2)', () => {
  it("heads the parent section 'Moeder' for a woman and 'Vader' for a man", async () => {
    const { user } = renderForm(
      { dossierId: 123, context: 'lid' },
      { 'GET /v1/lid/123': { body: dossier() } },
    );
    expect(await screen.findByRole('heading', { name: 'Moeder' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Man'));
    expect(screen.getByRole('heading', { name: 'Vader' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moeder' })).not.toBeInTheDocument();
  });

  it("a new record without gender is headed 'Moeder'", async () => {
    renderForm({ dossierId: 0, context: 'punctueel' });
    expect(await screen.findByRole('heading', { name: 'Moeder' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Voornaam/)).toHaveValue(''));
    expect(
      within(screen.getByRole('toolbar')).getByRole('button', { name: /Lid Inschrijven/ }),
    ).toBeInTheDocument();
  });
});
