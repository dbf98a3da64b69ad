import { useId, type ReactNode } from 'react';
import { Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
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
  /** A save rule's message ('Kennis Nederlands is niet ingevuld'): the group turns red and says it. */
  error?: ReactNode;
};

/**
 * spec 2 §4 motivation widget: four options '--', '-', '+', '++' (1..4); the value is parsed as a
 * base-10 integer and only a non-zero selection is reported to the form.
 */
export function MotivationScoreInput({
  label,
  value,
  onChange,
  withAsterisk,
  error,
}: MotivationScoreInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap={4}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={error ? { outline: '2px solid var(--mantine-color-error)', outlineOffset: 2 } : undefined}
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
      {error ? (
        <Text id={errorId} c="red.8" size="sm" ta="right">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
