import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { showErrorAlert } from './alerts';
import { showPrintSentNotice, showSavedNotice } from './notices';

describe('alerts (spec 1 §8)', () => {
  // The notices live in one store for the whole file.
  beforeEach(() => notifications.clean());

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

  it("says 'Print verstuurd' with 'Print opdracht verstuurd' in a passing notice, not a dialog (issue 27)", async () => {
    renderWithProviders(<p>scherm</p>);
    showPrintSentNotice();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Print verstuurd');
    expect(notice).toHaveTextContent('Print opdracht verstuurd');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Opgeslagen!' in a passing notice", async () => {
    renderWithProviders(<p>scherm</p>);
    showSavedNotice();
    expect(await screen.findByRole('status')).toHaveTextContent('Opgeslagen!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
