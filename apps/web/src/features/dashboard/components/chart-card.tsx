import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconTable, type Icon } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';

type ChartCardProps = {
  title: string;
  icon: Icon;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  /** The headline figure, e.g. 'Vandaag: 12 pakketten'. */
  figure?: ReactNode;
  /** True when the whole series is zero: the empty state replaces the chart. */
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  /** Shown under the chart and read by screen readers too (the food types' legend with their totals). */
  legend?: ReactNode;
  /** The same numbers as a table (UX.md: charts have a text alternative), shown on request. */
  table: ReactNode;
};

/** One dashboard card: title, figure, chart (hidden from screen readers), and its numbers as a table. */
export function ChartCard({
  title,
  icon: Icon,
  status,
  error,
  figure,
  empty,
  emptyText,
  chart,
  legend,
  table,
}: ChartCardProps) {
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        {status === 'pending' ? (
          <Stack gap="xs" role="status" aria-label={`${title} wordt geladen`}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={180} />
          </Stack>
        ) : status === 'error' ? (
          <Alert color="red" title="Error!" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : (
          <>
            <Text size="xl" fw={700}>
              {figure}
            </Text>
            {empty ? (
              <Text c="dimmed">{emptyText}</Text>
            ) : (
              <>
                <div aria-hidden="true">{chart}</div>
                {legend}
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    size="sm"
                    mih={40}
                    leftSection={<IconTable size={16} aria-hidden />}
                    aria-expanded={showTable}
                    aria-controls={tableId}
                    onClick={() => setShowTable((v) => !v)}
                  >
                    {showTable ? 'Verberg tabel' : 'Toon als tabel'}
                  </Button>
                </Group>
                <Collapse in={showTable} id={tableId}>
                  {showTable ? table : null}
                </Collapse>
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export const ChartSkeleton = () => <Skeleton height={200} aria-hidden />;
