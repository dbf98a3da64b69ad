// spec 2 §3, §9: motivation scores are 1..4 shown as '--', '-', '+', '++'; 0 means not assessed.
export type MotivationScore = 1 | 2 | 3 | 4;

export const MOTIVATION_SCORE_OPTIONS: readonly { value: MotivationScore; label: string }[] = [
  { value: 1, label: '--' },
  { value: 2, label: '-' },
  { value: 3, label: '+' },
  { value: 4, label: '++' },
];

export const MOTIVATION_SCORE_UNSET = 0;

/** spec 2 §4 motivation widget: the value is parsed as a base-10 integer; anything outside 1..4 is unset (0). */
export function parseMotivationScore(value: string | number | null | undefined): MotivationScore | 0 {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : MOTIVATION_SCORE_UNSET;
}
