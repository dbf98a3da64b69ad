import { ActionIcon, Button, UnstyledButton } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { installRepeatedClickGuard } from './repeated-click-guard';

describe('repeated click guard (issue 27: a double click acts once)', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = installRepeatedClickGuard(document);
  });
  afterEach(() => remove());

  it.each([
    ['a button', (onClick: () => void) => <Button onClick={onClick}>Opslaan</Button>],
    [
      'an icon button',
      (onClick: () => void) => (
        <ActionIcon aria-label="Opslaan" onClick={onClick}>
          +
        </ActionIcon>
      ),
    ],
  ])('a double click on %s runs its action once', async (_name, render) => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(render(onClick));
    await user.dblClick(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    // Two separate clicks still act twice.
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a double click on a submit button submits the form once', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <button type="submit">Bewaar</button>
      </form>,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Bewaar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves controls where a second click is meant (a calendar day, a pager arrow)', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<UnstyledButton onClick={onClick}>Volgende maand</UnstyledButton>);
    await user.dblClick(screen.getByRole('button', { name: 'Volgende maand' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("drops a held Enter's repeats on a button and in a form's field", () => {
    renderWithProviders(
      <form>
        <input aria-label="Naam" />
        <Button>Opslaan</Button>
      </form>,
    );
    const held = (element: Element) => !fireEvent.keyDown(element, { key: 'Enter', repeat: true });
    expect(held(screen.getByRole('button', { name: 'Opslaan' }))).toBe(true);
    expect(held(screen.getByRole('textbox', { name: 'Naam' }))).toBe(true);
    // A single press goes through.
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Opslaan' }), { key: 'Enter' })).toBe(true);
  });
});
