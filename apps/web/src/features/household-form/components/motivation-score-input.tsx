import { useId } from 'react';
import { Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { MOTIVATION_SCORE_OPTIONS, parseMotivationScore } from '@mvm/domain';

const SPOKEN: Record<string, string> = {
  '--': 'zeer negatief',
  '-': 'negatief',
  '+': 'positief',
  '++': 'zeer positief',
};

type MotivationScoreInputProps = {
  label: string;
  /** 0 = not assessed (spec 2 §3). */
  value: number;
  onChange: (score: number) => void;
  withAsterisk?: boolean;
};

/**
 * spec 2 §4 motivation widget: four options '--', '-', '+', '++' (1..4); the value is parsed as a
 * base-10 integer and only a non-zero selection is reported to the form.
 */
export function MotivationScoreInput({ label, value, onChange, withAsterisk }: MotivationScoreInputProps) {
  const id = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text id={id} fw={500}>
        {label}
        {withAsterisk ? (
          <Text span c="red" aria-hidden>
            {' '}
            *
          </Text>
        ) : null}
        {value === 0 ? (
          <Text span c="dimmed" size="sm">
            {' '}
            (niet beoordeeld)
          </Text>
        ) : null}
      </Text>
      <SegmentedControl
        color="terracotta"
        role="radiogroup"
        aria-labelledby={id}
        size="md"
        miw={236}
        value={value ? String(value) : ''}
        onChange={(next) => {
          const score = parseMotivationScore(next);
          if (score !== 0) onChange(score);
        }}
        data={MOTIVATION_SCORE_OPTIONS.map((o) => ({
          value: String(o.value),
          label: (
            <span title={SPOKEN[o.label]}>
              <Text span fw={700} aria-hidden>
                {o.label}
              </Text>
              <VisuallyHidden>{SPOKEN[o.label]}</VisuallyHidden>
            </span>
          ),
        }))}
      />
    </Group>
  );
}
