import { describe, expect, it } from 'vitest';
import { SENSITIVE_GEZIN_FIELDS } from '@mvm/domain';
import { emptyFormValues } from './form-values';
import { keptValues, withKeptValues } from './kept-values';

function typed() {
  const values = emptyFormValues();
  values.head.voornaam = 'Sofie';
  values.head.rijksregisterNummer = '85073003328';
  values.gezin.opmerking = 'Komt op dinsdag';
  values.gezin.huur = 650;
  values.gezin.opmerkingFinancieel = 'Schuld bij energieleverancier';
  values.gezin.verblijfsvergunning = 'B';
  values.tijdelijkeOpmerkingen = 'Bellen na 14u';
  return values;
}

describe('the household form’s kept values (issue 27)', () => {
  it('leave out national numbers and finances', () => {
    const kept = JSON.stringify(keptValues(typed()));
    expect(kept).not.toContain('85073003328');
    expect(kept).not.toContain('650');
    expect(kept).not.toContain('energieleverancier');
    for (const field of [...SENSITIVE_GEZIN_FIELDS, 'rijksregisterNummer'])
      expect(kept).not.toContain(`"${field}"`);
    expect(kept).toContain('Komt op dinsdag');
    expect(kept).toContain('Bellen na 14u');
  });

  it('put the rest back over the form as loaded, keeping its sensitive values', () => {
    const loaded = emptyFormValues();
    loaded.head.rijksregisterNummer = '90020199887';
    loaded.gezin.huur = 500;
    const values = withKeptValues(loaded, JSON.parse(JSON.stringify(keptValues(typed()))));
    expect(values?.head.voornaam).toBe('Sofie');
    expect(values?.gezin.opmerking).toBe('Komt op dinsdag');
    expect(values?.tijdelijkeOpmerkingen).toBe('Bellen na 14u');
    expect(values?.head.rijksregisterNummer).toBe('90020199887');
    expect(values?.gezin.huur).toBe(500);
  });

  it('ignore damaged kept values and unknown fields', () => {
    expect(withKeptValues(emptyFormValues(), { head: 1 })).toBeNull();
    const values = withKeptValues(emptyFormValues(), { head: {}, gezin: {}, onbekend: 'x' });
    expect(values).not.toHaveProperty('onbekend');
  });
});
