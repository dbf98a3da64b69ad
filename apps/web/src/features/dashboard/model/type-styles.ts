import type { TypeVoeding } from '@mvm/domain';

export type TypePattern = 'vol' | 'schuin' | 'stip' | 'liggend' | 'ruit' | 'staand';

/**
 * One colour and one pattern per food type (Okabe–Ito colours, safe for colour-blind eyes), so two types are
 * told apart by their stripes or dots as well as by colour; the chart and the legend under it share them.
 */
export const TYPE_STYLES: Record<TypeVoeding, { color: string; pattern: TypePattern }> = {
  Gewoon: { color: '#0072B2', pattern: 'vol' },
  Vegetarisch: { color: '#009E73', pattern: 'schuin' },
  Dieet: { color: '#D55E00', pattern: 'stip' },
  'Geen Vlees': { color: '#CC79A7', pattern: 'liggend' },
  'Enkel Gevoogelte': { color: '#E69F00', pattern: 'ruit' },
  'Geen Varkensvlees': { color: '#56B4E9', pattern: 'staand' },
};

/** The white marks of each pattern on a 6×6 tile (SVG path data; a dot is a round-capped zero-length line). */
export const PATTERN_MARKS: Record<TypePattern, string> = {
  vol: '',
  schuin: 'M0,6 L6,0 M-1.5,1.5 L1.5,-1.5 M4.5,7.5 L7.5,4.5',
  stip: 'M3,3 h0.01',
  liggend: 'M0,3 H6',
  ruit: 'M0,3 H6 M3,0 V6',
  staand: 'M3,0 V6',
};
