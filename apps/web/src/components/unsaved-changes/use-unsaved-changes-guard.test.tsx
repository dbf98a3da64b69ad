import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Editor({ onSave, continueLabel }: { onSave: () => unknown; continueLabel?: string }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty, onSave, { continueLabel });
  return (
    <>
      <button onClick={() => setDirty(true)}>Wijzig</button>
      <Link to="/elders">Weg</Link>
    </>
  );
}

function setup(onSave: () => unknown = vi.fn(), continueLabel?: string) {
  return renderWithProviders(<Editor onSave={onSave} continueLabel={continueLabel} />, {
    route: '/edit',
    routes: [{ path: '/elders', element: <p>Andere pagina</p> }],
  });
}

async function leaveDirty(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Wijzig' }));
  await user.click(screen.getByRole('link', { name: 'Weg' }));
  return screen.findByRole('dialog');
}

describe('useUnsavedChangesGuard (spec 1 §4, §8)', () => {
  it('leaves without asking when nothing changed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Weg' }));
    expect(await screen.findByText('Andere pagina')).toBeInTheDocument();
  });

  it('asks with the texts of the spec and its three buttons', async () => {
    const { user } = setup();
    const dialog = await leaveDirty(user);
    expect(dialog).toHaveTextContent('Er zijn niet opgeslagen wijzigingen!');
    expect(dialog).toHaveTextContent('wil je deze opslaan?');
    for (const name of ['Opslaan', 'Doorgaan zonder opslaan', 'Annuleren']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("'Annuleren' stays on the screen with the changes", async () => {
    const { user, router } = setup();
    const dialog = await leaveDirty(user);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('continues without saving under a configurable label', async () => {
    const onSave = vi.fn();
    const { user } = setup(onSave, 'Verder zonder opslaan');
    const dialog = await leaveDirty(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verder zonder opslaan' }));
    expect(await screen.findByText('Andere pagina')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("'Opslaan' saves first, then leaves", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = setup(onSave);
    const dialog = await leaveDirty(user);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Andere pagina')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays when the save fails, so no work is lost', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('Error bij opslaan!'));
    const { user, router } = setup(onSave);
    const dialog = await leaveDirty(user);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks the browser before closing the tab while dirty', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Wijzig' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
