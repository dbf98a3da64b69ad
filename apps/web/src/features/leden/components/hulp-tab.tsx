import { lazy, Suspense } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { gekregenVoedingQueryOptions } from '../api/get-gekregen-voeding';
import type { VoedingWeek } from '../api/types';
import { GekregenTable } from './gekregen-table';

const VoedingChart = lazy(() => import('./voeding-chart'));

function summary(weeks: VoedingWeek[]): string {
  const withFood = weeks.filter((w) => w.aantal > 0);
  if (withFood.length === 0) return 'Geen voeding ontvangen in de laatste 52 weken.';
  const total = withFood.reduce((sum, w) => sum + w.aantal, 0);
  return `In de laatste 52 weken ${total} keer voeding ontvangen, in ${withFood.length} ${withFood.length === 1 ? 'week' : 'weken'}.`;
}

/** spec 2 §2 Received-help tab (read only): the 52-week 'Voeding' chart and the received rows. */
export function HulpTab({ mvmnummer }: { mvmnummer: number }) {
  const voeding = useQuery(gekregenVoedingQueryOptions(mvmnummer));
  const chartSkeleton = <Skeleton height={240} radius="md" role="status" aria-label="Grafiek laden" />;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="voeding-titel">
        <Title order={2} size="h3" id="voeding-titel">
          Voeding
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {voeding.data ? summary(voeding.data) : 'Per week, de laatste 52 weken.'}
        </Text>
        {voeding.data ? (
          <Suspense fallback={chartSkeleton}>
            <VoedingChart weeks={voeding.data} />
          </Suspense>
        ) : voeding.isError ? (
          <Text c="red.8">De grafiek kon niet geladen worden.</Text>
        ) : (
          chartSkeleton
        )}
      </Paper>
      <section aria-labelledby="gekregen-titel">
        <Title order={2} size="h3" id="gekregen-titel" mb="sm">
          Gekregen hulp
        </Title>
        <GekregenTable mvmnummer={mvmnummer} />
      </section>
    </Stack>
  );
}
