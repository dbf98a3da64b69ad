import { Group, Text } from '@mantine/core';
import type { TypeVoeding } from '@mvm/domain';
import { PATTERN_MARKS, TYPE_STYLES } from '../model/type-styles';

// The swatches repeat the chart's colours and patterns, with the type's name and total: the chart reads without
// telling colours apart. Drawn here (no recharts), so the legend shows before the chart has loaded.
export function TypeTotals({ totals }: { totals: { type: TypeVoeding; aantal: number }[] }) {
  return (
    <Group
      gap="md"
      mt="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Totaal per type voeding"
    >
      {totals.map(({ type, aantal }) => (
        <Group key={type} gap={6} component="li" wrap="nowrap">
          <svg width="18" height="18" viewBox="0 0 6 6" aria-hidden="true">
            <rect width="6" height="6" fill={TYPE_STYLES[type].color} />
            {PATTERN_MARKS[TYPE_STYLES[type].pattern] ? (
              <path
                d={PATTERN_MARKS[TYPE_STYLES[type].pattern]}
                stroke="#fff"
                strokeWidth={TYPE_STYLES[type].pattern === 'stip' ? 2.6 : 1.2}
                strokeLinecap="round"
              />
            ) : null}
          </svg>
          <Text size="sm">
            {type}: {aantal}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
