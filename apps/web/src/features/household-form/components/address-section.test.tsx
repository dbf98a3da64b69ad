import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTCODES_BE } from '@mvm/domain/postcodes/table';
import { renderSection } from '../test/section-harness';
import { AddressSection } from './address-section';

const render = () =>
  renderSection((form) => <AddressSection form={form} postcodes={POSTCODES_BE} memberFields />);

describe('postcode → gemeente (spec 2 §5)', () => {
  it('fills the municipality in when the postcode has exactly one', async () => {
    const { user, values } = render();
    await user.type(screen.getByLabelText(/Postcode/), '2000');
    expect(values().gezin.gemeente).toBe('Antwerpen');
    expect(screen.getByRole('textbox', { name: /Gemeente/ })).toHaveValue('Antwerpen');
  });

  it('offers only the places of a postcode with several, without choosing one', async () => {
    const { user, values } = render();
    await user.type(screen.getByLabelText(/Postcode/), '8400');
    expect(values().gezin.gemeente).toBeNull();
    await user.click(screen.getByRole('textbox', { name: /Gemeente/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Oostende', 'Stene', 'Zandvoorde']);
  });

  it('keeps digits only, four at most', async () => {
    const { user, values } = render();
    await user.type(screen.getByLabelText(/Postcode/), '9a0001');
    expect(values().gezin.postcode).toBe('9000');
    expect(values().gezin.gemeente).toBe('Gent');
  });
});
