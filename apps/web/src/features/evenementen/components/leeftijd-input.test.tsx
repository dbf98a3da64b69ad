import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LeeftijdInput } from './leeftijd-input';

let reported: (number | null)[] = [];

function Field({ start }: { start: number | null }) {
  const [value, setValue] = useState(start);
  return (
    <LeeftijdInput
      label="Leeftijd Noor"
      value={value}
      onChange={(next) => {
        reported.push(next);
        setValue(next);
      }}
    />
  );
}

describe("a child's age (spec 2 §2: steps of 0,5; issue 27)", () => {
  it("keeps a half year typed with a comma: '4,5' is 4.5, not 5", async () => {
    reported = [];
    const { user } = renderWithProviders(<Field start={null} />);
    const input = await screen.findByRole('textbox', { name: 'Leeftijd Noor' });
    await user.type(input, '4,5');
    expect(input).toHaveValue('4,5');
    expect(reported.at(-1)).toBe(4.5);
  });

  it('shows a loaded age with a comma and replaces it when cleared', async () => {
    reported = [];
    const { user } = renderWithProviders(<Field start={6.5} />);
    const input = await screen.findByRole('textbox', { name: 'Leeftijd Noor' });
    expect(input).toHaveValue('6,5');
    await user.clear(input);
    expect(reported.at(-1)).toBeNull();
    await user.type(input, '30');
    expect(input).toHaveValue('30');
    expect(reported.at(-1)).toBe(30);
  });
});
