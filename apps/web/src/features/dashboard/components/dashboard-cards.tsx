import { lazy, Suspense, type ReactNode } from 'react';
import { ScrollArea, SimpleGrid, Table } from '@mantine/core';
import { TYPE_VOEDING } from '@mvm/domain';
import { IconChartBar, IconChartHistogram, IconWash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../../lib/auth/use-permission';
import { voedingPerDagQuery, voedingPerTypeQuery, zeephuisjePerMaandQuery } from '../api/dashboard-series';
import {
  dayLong,
  dayPoints,
  lastCount,
  monthPoints,
  total,
  totalsPerType,
  typePoints,
} from '../model/series';
import { ChartCard, ChartSkeleton } from './chart-card';
import { TypeTotals } from './type-totals';

const charts = () => import('./dashboard-charts');
const VoedingDagChart = lazy(() => charts().then((m) => ({ default: m.VoedingDagChart })));
const VoedingTypeChart = lazy(() => charts().then((m) => ({ default: m.VoedingTypeChart })));
const ZeephuisjeChart = lazy(() => charts().then((m) => ({ default: m.ZeephuisjeChart })));

const pakketten = (n: number) => `${n} ${n === 1 ? 'pakket' : 'pakketten'}`;

/**
 * A table taller than the card scrolls in its own box: the box takes the focus (named after the table), so
 * the keyboard can scroll it with the arrow keys (WCAG 2.1.1; axe 'scrollable-region-focusable').
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea.Autosize
      mah={240}
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}
    >
      {children}
    </ScrollArea.Autosize>
  );
}

function TwoColumnTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: [string, number][];
}) {
  return (
    <TableScroll label={caption}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            <Table.Th scope="col" ta="right">
              Pakketten
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, n]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{n}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** spec 1 §2 'Voeding': today's packages and a bar chart of the last 90 days. */
function VoedingCard() {
  const query = useQuery(voedingPerDagQuery());
  const points = query.data ? dayPoints(query.data) : [];
  return (
    <ChartCard
      title="Voeding"
      icon={IconChartBar}
      status={query.status}
      error={query.error}
      figure={`Vandaag: ${pakketten(lastCount(points))}`}
      empty={total(points) === 0}
      emptyText="Nog geen voedingspakketten in de laatste 90 dagen."
      chart={
        <Suspense fallback={<ChartSkeleton />}>
          <VoedingDagChart points={points} />
        </Suspense>
      }
      table={
        <TwoColumnTable
          caption="Voedingspakketten per dag, de laatste 90 dagen"
          first="Dag"
          rows={[...points].reverse().map((p) => [dayLong(p.key), p.aantal])}
        />
      }
    />
  );
}

const TYPE_TABLE_CAPTION = 'Voedingspakketten per dag en type voeding, de laatste 90 dagen';

/** spec 1 §2 'Voeding per type': stacked bars per day, one pattern per food type, and the totals per type. */
function VoedingTypeCard() {
  const query = useQuery(voedingPerTypeQuery());
  const points = query.data ? typePoints(query.data) : [];
  const totals = totalsPerType(points);
  const sum = totals.reduce((n, t) => n + t.aantal, 0);
  return (
    <ChartCard
      title="Voeding per type"
      icon={IconChartHistogram}
      status={query.status}
      error={query.error}
      figure={`Laatste 90 dagen: ${pakketten(sum)}`}
      empty={sum === 0}
      emptyText="Nog geen voedingspakketten in de laatste 90 dagen."
      chart={
        <Suspense fallback={<ChartSkeleton />}>
          <VoedingTypeChart points={points} />
        </Suspense>
      }
      legend={<TypeTotals totals={totals} />}
      table={
        <TableScroll label={TYPE_TABLE_CAPTION}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{TYPE_TABLE_CAPTION}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Dag</Table.Th>
                {TYPE_VOEDING.map((t) => (
                  <Table.Th scope="col" key={t} ta="right">
                    {t}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...points].reverse().map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Th scope="row" fw={400}>
                    {dayLong(p.key)}
                  </Table.Th>
                  {TYPE_VOEDING.map((t) => (
                    <Table.Td key={t} ta="right">
                      {p[t]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      }
    />
  );
}

/** spec 1 §2 'Zeephuisje': this month's packages and a bar chart of the last 6 months. */
function ZeephuisjeCard() {
  const query = useQuery(zeephuisjePerMaandQuery());
  const points = query.data ? monthPoints(query.data) : [];
  return (
    <ChartCard
      title="Zeephuisje"
      icon={IconWash}
      status={query.status}
      error={query.error}
      figure={`Deze maand: ${pakketten(lastCount(points))}`}
      empty={total(points) === 0}
      emptyText="Nog geen pakketten van het zeephuisje in de laatste 6 maanden."
      chart={
        <Suspense fallback={<ChartSkeleton />}>
          <ZeephuisjeChart points={points} />
        </Suspense>
      }
      table={
        <TwoColumnTable
          caption="Pakketten van het zeephuisje per maand, de laatste 6 maanden"
          first="Maand"
          rows={[...points].reverse().map((p) => [p.longLabel, p.aantal])}
        />
      }
    />
  );
}

/** spec 1 §2 Home: the three cards, each shown only with its dashboard permission (spec 1 §6). */
export function DashboardCards() {
  const voeding = usePermission('GET', '/v1/dashboard/voeding/');
  const zeephuisje = usePermission('GET', '/v1/dashboard/zeephuisje/');
  if (!voeding && !zeephuisje) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
      {voeding ? <VoedingCard /> : null}
      {voeding ? <VoedingTypeCard /> : null}
      {zeephuisje ? <ZeephuisjeCard /> : null}
    </SimpleGrid>
  );
}
