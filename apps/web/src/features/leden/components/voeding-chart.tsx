import '@mantine/charts/styles.layer.css';
import { ScatterChart } from '@mantine/charts';
import { ChartDataTable } from '../../../components/chart-data-table/chart-data-table';
import type { VoedingWeek } from '../api/types';

// Loaded on its own (React.lazy in hulp-tab) so recharts stays out of the first load.
const dayMonth = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const dayMonthYear = (ms: number) => `${dayMonth(ms)}/${new Date(ms).getUTCFullYear()}`;

/** spec 2 §2 Hulp tab: food received per week over the last 52 weeks, one point a week. */
export default function VoedingChart({ weeks }: { weeks: VoedingWeek[] }) {
  // weekStart is a plain day (yyyy-MM-dd): read it as UTC midnight so no time zone shifts it.
  const data = weeks.map((w) => ({ week: Date.parse(`${w.weekStart}T00:00:00Z`), aantal: w.aantal }));
  const max = Math.max(1, ...data.map((d) => d.aantal));
  // Whole numbers on the axis: 0, 1, 2, ... (or every second, third, ... for big counts).
  const step = Math.ceil(max / 5);
  const ticks = Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
  return (
    <>
      {/* The 52 dots are shown to the eye; screen readers get the same weeks as a table. */}
      <div aria-hidden="true">
        <ScatterChart
          h={240}
          data={[{ name: 'Voeding', color: 'terracotta.7', data }]}
          dataKey={{ x: 'week', y: 'aantal' }}
          labels={{ x: 'Week van', y: 'Aantal' }}
          valueFormatter={{ x: dayMonthYear, y: (v) => String(v) }}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: dayMonth,
            tickCount: 12,
          }}
          yAxisProps={{ allowDecimals: false, domain: [0, ticks.at(-1) ?? max], ticks }}
          gridAxis="xy"
          withLegend={false}
        />
      </div>
      <ChartDataTable
        caption="Voeding per week, de laatste 52 weken"
        columns={['Week van', 'Aantal keer voeding']}
        rows={data.map((d) => [dayMonthYear(d.week), d.aantal] as const)}
      />
    </>
  );
}
