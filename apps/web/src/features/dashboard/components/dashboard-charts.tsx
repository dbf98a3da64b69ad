import { TYPE_VOEDING, type TypeVoeding } from '@mvm/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dayLong, type DayPoint, type MonthPoint, type TypePoint } from '../model/series';
import { PATTERN_MARKS, TYPE_STYLES } from '../model/type-styles';

// Loaded on its own (React.lazy in the cards) so recharts stays out of the first load. The charts are pictures
// for the eye (aria-hidden in the card); every number is also in the card's table.

const BAR = '#a8452a'; // the brand's terracotta.7: 4.5:1 on white
const AXIS = { fontSize: 12, fill: '#495057' };

const patternId = (type: TypeVoeding) => `voedingstype-${TYPE_VOEDING.indexOf(type)}`;

function TypePatterns() {
  return (
    <defs>
      {TYPE_VOEDING.map((type) => {
        const { color, pattern } = TYPE_STYLES[type];
        return (
          <pattern key={type} id={patternId(type)} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill={color} />
            {PATTERN_MARKS[pattern] ? (
              <path
                d={PATTERN_MARKS[pattern]}
                stroke="#fff"
                strokeWidth={pattern === 'stip' ? 2.6 : 1.5}
                strokeLinecap="round"
              />
            ) : null}
          </pattern>
        );
      })}
    </defs>
  );
}

const tooltipDay = (label: unknown, payload: readonly { payload?: { key?: string } }[]) =>
  payload[0]?.payload?.key ? dayLong(payload[0].payload.key) : String(label);

export function VoedingDagChart({ points }: { points: DayPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval={13} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip labelFormatter={tooltipDay} formatter={(v) => [v, 'Pakketten']} />
        <Bar dataKey="aantal" name="Pakketten" fill={BAR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function VoedingTypeChart({ points }: { points: TypePoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <TypePatterns />
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval={13} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip labelFormatter={tooltipDay} />
        {TYPE_VOEDING.map((type) => (
          <Bar
            key={type}
            dataKey={type}
            name={type}
            stackId="types"
            fill={`url(#${patternId(type)})`}
            stroke={TYPE_STYLES[type].color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ZeephuisjeChart({ points }: { points: MonthPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={points} margin={{ top: 20, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip formatter={(v) => [v, 'Pakketten']} />
        <Bar dataKey="aantal" name="Pakketten" fill={BAR} isAnimationActive={false}>
          {/* The count above each month: readable without the axis or a colour. */}
          <LabelList dataKey="aantal" position="top" style={{ fontSize: 12, fill: '#212529' }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
