import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDraftsForNextLogin, registerDraftSource } from '../../lib/drafts';
import { noteSessionUsername } from '../../lib/session';
import { logInAs, renderWithProviders } from '../../test/render';
import { RESTORE_DRAFT_TITLE } from './ask-restore-draft';
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
    logInAs();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Wijzig' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

/** An editor whose work can be kept over a new login (issue 27). */
function KeepingEditor({ ready = true }: { ready?: boolean }) {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '', vi.fn(), {
    draft: {
      key: 'editor',
      ready,
      value: () => ({ text }),
      restore: (value) => setText((value as { text: string }).text),
    },
  });
  return <input aria-label="Tekst" value={text} onChange={(e) => setText(e.target.value)} />;
}

/** What a 401 on '/edit' kept for `username`'s session. */
function keptOnEdit(username: string, text: string) {
  const { token } = logInAs();
  noteSessionUsername(token, username);
  const withdraw = registerDraftSource({
    key: 'editor',
    path: () => '/edit',
    dirty: () => true,
    value: () => ({ text }),
  });
  keepDraftsForNextLogin();
  withdraw();
}

describe('unsaved work kept over a new login (issue 27)', () => {
  afterEach(() => window.sessionStorage.clear());

  it("offers the kept work back on its page: 'Terugzetten' puts it back, unsaved", async () => {
    keptOnEdit('els', 'nog niet opgeslagen');
    const { user } = renderWithProviders(<KeepingEditor />, { route: '/edit' });
    const dialog = await screen.findByRole('dialog', { name: RESTORE_DRAFT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Terugzetten' }));
    expect(await screen.findByRole('textbox', { name: 'Tekst' })).toHaveValue('nog niet opgeslagen');
  });

  it("'Niet terugzetten' lets it go: it is not asked again", async () => {
    keptOnEdit('els', 'weg ermee');
    const first = renderWithProviders(<KeepingEditor />, { route: '/edit' });
    const dialog = await screen.findByRole('dialog', { name: RESTORE_DRAFT_TITLE });
    await first.user.click(within(dialog).getByRole('button', { name: 'Niet terugzetten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Tekst' })).toHaveValue('');
    first.unmount();

    noteSessionUsername('test-token', 'els');
    renderWithProviders(<KeepingEditor />, { route: '/edit' });
    await screen.findByRole('textbox', { name: 'Tekst' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never offers it to another user, on another page, or before the page has loaded', async () => {
    keptOnEdit('els', 'van Els');
    noteSessionUsername('test-token', 'jan');
    const other = renderWithProviders(<KeepingEditor />, { route: '/edit' });
    await screen.findByRole('textbox', { name: 'Tekst' });
    other.unmount();

    noteSessionUsername('test-token', 'els');
    const elsewhere = renderWithProviders(<KeepingEditor />, { route: '/elders' });
    await screen.findByRole('textbox', { name: 'Tekst' });
    elsewhere.unmount();

    const loading = renderWithProviders(<KeepingEditor ready={false} />, { route: '/edit' });
    await screen.findByRole('textbox', { name: 'Tekst' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    loading.unmount();

    // Still there for Els on its page.
    renderWithProviders(<KeepingEditor />, { route: '/edit' });
    expect(await screen.findByRole('dialog', { name: RESTORE_DRAFT_TITLE })).toBeInTheDocument();
  });

  it('keeps nothing of an editor without changes', async () => {
    const { token } = logInAs();
    noteSessionUsername(token, 'els');
    const withdraw = registerDraftSource({
      key: 'editor',
      path: () => '/edit',
      dirty: () => false,
      value: () => ({ text: 'x' }),
    });
    keepDraftsForNextLogin();
    withdraw();
    renderWithProviders(<KeepingEditor />, { route: '/edit' });
    await screen.findByRole('textbox', { name: 'Tekst' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
