import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchBox } from './search-box';

describe('SearchBox (spec 1 §2)', () => {
  it("shows the MVM prefix for 'Leden' and none for 'Op naam zoeken'", async () => {
    const { user } = renderWithProviders(<SearchBox onSearch={vi.fn()} />);
    expect(screen.getByTestId('search-prefix')).toHaveTextContent('MVM');

    await user.click(screen.getByRole('textbox', { name: 'Zoeken op' }));
    await user.click(await screen.findByRole('option', { name: 'Op naam zoeken' }));
    expect(screen.queryByTestId('search-prefix')).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Zoeken op' }));
    await user.click(await screen.findByRole('option', { name: 'Leden' }));
    expect(screen.getByTestId('search-prefix')).toHaveTextContent('MVM');
  });

  it('has the focus when it opens and searches on Enter with the text and type', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SearchBox onSearch={onSearch} defaultType="Op naam zoeken" />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input).toHaveFocus();
    await user.type(input, ' Peeters {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ text: 'Peeters', type: 'Op naam zoeken' });
  });

  it('still searches on Enter while the previous search is loading (a scan is never swallowed)', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SearchBox onSearch={onSearch} loading />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Zoeken' })).toBeEnabled();
    await user.type(input, '245{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ text: '245', type: 'Leden' });
  });

  it("searches with the 'Zoeken' button", async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SearchBox onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), '123');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(onSearch).toHaveBeenCalledWith({ text: '123', type: 'Leden' });
  });

  it('takes keystrokes typed while no field has focus when captureTyping is on', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SearchBox onSearch={onSearch} captureTyping autoFocus={false} />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input).not.toHaveFocus();
    fireEvent.keyDown(document.body, { key: '4' });
    expect(input).toHaveFocus();
    await user.keyboard('2{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ text: '42', type: 'Leden' });
  });

  it('a scan typed with no field focused after a search replaces the searched text (not MVM1MVM2)', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SearchBox onSearch={onSearch} captureTyping autoFocus={false} />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    fireEvent.keyDown(document.body, { key: '1' });
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ text: '1', type: 'Leden' });
    input.blur(); // the desk clicked Print, or elsewhere
    fireEvent.keyDown(document.body, { key: '2' });
    await user.keyboard('4{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ text: '24', type: 'Leden' });
    // Text typed after the search (not searched yet) is still appended to.
    input.blur();
    fireEvent.keyDown(document.body, { key: '5' });
    expect(input).toHaveValue('5');
    input.blur();
    fireEvent.keyDown(document.body, { key: '6' });
    expect(input).toHaveValue('56');
  });

  it('leaves keystrokes alone without captureTyping', () => {
    renderWithProviders(<SearchBox onSearch={vi.fn()} autoFocus={false} />);
    fireEvent.keyDown(document.body, { key: '4' });
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('');
  });
});
