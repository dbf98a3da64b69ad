import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../test/section-harness';
import { ParentSection } from './parent-section';

const render = (onRrnLeave = vi.fn(), change?: Parameters<typeof renderSection>[1]) =>
  renderSection(
    (form) => (
      <ParentSection
        form={form}
        countries={['Onbekend', 'België', 'Marokko']}
        countriesLoading={false}
        memberFields
        sensitive
        onRrnLeave={onRrnLeave}
      />
    ),
    change,
  );

const rrnField = () => screen.getByLabelText(/Rijksregisternummer/);

describe('national register number input (spec 2 §5)', () => {
  it('keeps digits only and formats them as typed', async () => {
    const { user, values } = render();
    await user.type(rrnField(), '85a07-30 033');
    expect(rrnField()).toHaveValue('85.07.30-033');
    expect(values().head.rijksregisterNummer).toBe('850730033');
  });

  it('shows a valid number as valid and derives birth date and gender', async () => {
    const { user, values } = render();
    await user.click(rrnField());
    await user.paste('85073003328');
    expect(rrnField()).toHaveValue('85.07.30-033.28');
    expect(rrnField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Geldig rijksregisternummer')).toBeInTheDocument();
    expect(values().head.geboortedatum).toBe('1985-07-30');
    expect(values().head.geslacht).toBe('Man');
    expect(screen.getByRole('heading', { name: 'Vader' })).toBeInTheDocument();
  });

  it('derives a birth date from 2000 on with the prefix 2, and an even sequence as Vrouw', async () => {
    const { user, values } = render();
    await user.click(rrnField());
    await user.paste('90021412204');
    expect(values().head.geslacht).toBe('Vrouw');
    expect(values().head.geboortedatum).toBe('1990-02-14');
  });

  it('marks a wrong checksum as invalid and derives nothing', async () => {
    const { user, values } = render();
    await user.click(rrnField());
    await user.paste('85073003329');
    expect(rrnField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ongeldig rijksregisternummer')).toBeInTheDocument();
    expect(values().head.geboortedatum).toBeNull();
    expect(values().head.geslacht).toBeNull();
  });

  it('only fills birth date and gender when they are empty', async () => {
    const { user, values } = render(vi.fn(), (v) => ({
      ...v,
      head: { ...v.head, geboortedatum: '1985-07-31', geslacht: 'Vrouw' },
    }));
    await user.click(rrnField());
    await user.paste('85073003328');
    expect(values().head.geboortedatum).toBe('1985-07-31');
    expect(values().head.geslacht).toBe('Vrouw');
  });

  it('an incomplete number is marked once the field is left, and leaving reports the digits', async () => {
    const onLeave = vi.fn();
    const { user } = render(onLeave);
    await user.type(rrnField(), '8507');
    expect(rrnField()).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(rrnField());
    expect(onLeave).toHaveBeenCalledWith('8507');
    expect(await screen.findByText('Een rijksregisternummer heeft 11 cijfers')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Vrouw'));
    expect(screen.getByRole('heading', { name: 'Moeder' })).toBeInTheDocument();
  });
});
