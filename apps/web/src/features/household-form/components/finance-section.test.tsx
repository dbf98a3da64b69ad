import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../test/section-harness';
import { FinanceSection } from './finance-section';

const render = (change?: Parameters<typeof renderSection>[1]) =>
  renderSection((form) => <FinanceSection form={form} others={[]} />, change);

describe('Financiële informatie (spec 2 §5, §9)', () => {
  it('in debt mediation only the monthly budget is shown; income and expenses are hidden', async () => {
    const { user } = render();
    expect(screen.getByRole('group', { name: 'Inkomsten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maandelijks inkomen')).toBeInTheDocument();
    expect(screen.queryByLabelText('Maandelijks budget')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('In schuldbemiddeling'));
    expect(screen.getByLabelText('Maandelijks budget')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Inkomsten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Uitgaven' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Maandelijks inkomen')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Huur')).not.toBeInTheDocument();
  });

  it("'Niet bekend' disables the amount; unticking it enables the amount again", async () => {
    const { user, values } = render();
    expect(screen.getByLabelText('Huur')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Huur niet bekend' }));
    expect(screen.getByLabelText('Huur')).toBeEnabled();
    await user.type(screen.getByLabelText('Huur'), '650');
    expect(values().gezin.huur).toBe(650);
    await user.click(screen.getByRole('checkbox', { name: 'Huur niet bekend' }));
    expect(screen.getByLabelText('Huur')).toBeDisabled();
  });

  it("shows 'Misschien' while no income is known, with the threshold in Belgian format", () => {
    render();
    expect(screen.getByTestId('armoedegrens')).toHaveTextContent('Misschien');
    expect(screen.getByText('€ 1.519,58')).toBeInTheDocument();
  });

  it("turns to 'Ja' at a known income under the threshold and 'Nee' above it", async () => {
    const { user } = render();
    await user.click(screen.getByRole('checkbox', { name: 'Maandelijks inkomen niet bekend' }));
    await user.type(screen.getByLabelText('Maandelijks inkomen'), '1200');
    expect(screen.getByTestId('armoedegrens')).toHaveTextContent('Ja');
    await user.type(screen.getByLabelText('Maandelijks inkomen'), '0');
    expect(screen.getByTestId('armoedegrens')).toHaveTextContent('Nee');
  });
});
