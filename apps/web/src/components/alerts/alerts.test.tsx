import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { showErrorAlert, showPrintSentAlert } from './alerts';

describe('alerts (spec 1 §8)', () => {
  it("shows the red alert with its message and closes with 'Sluiten'", async () => {
    const { user } = renderWithProviders(<p>scherm</p>);
    const closed = showErrorAlert('Error bij opslaan!', 'maat niet ingevuld');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij opslaan!');
    expect(dialog).toHaveTextContent('maat niet ingevuld');
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await expect(closed).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Print verstuurd' with 'Print opdracht verstuurd'", async () => {
    renderWithProviders(<p>scherm</p>);
    void showPrintSentAlert();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Print verstuurd');
    expect(dialog).toHaveTextContent('Print opdracht verstuurd');
  });
});
