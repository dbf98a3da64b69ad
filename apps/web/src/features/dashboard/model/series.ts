import { TYPE_VOEDING, type TypeVoeding } from '@mvm/domain';
import type { DagTelling, DagTypeTelling, MaandTelling } from '@mvm/domain/dashboard/schemas';
import { maandKort, maandLabel } from '@mvm/domain/rapporten/labels';

/** 'yyyy-MM-dd' as 'dd/MM' (axis) and 'dd/MM/yyyy' (table, tooltip): the day is a plain calendar day. */
export const dayShort = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;
export const dayLong = (key: string) => `${dayShort(key)}/${key.slice(0, 4)}`;

export type DayPoint = { key: string; label: string; aantal: number };
export type TypePoint = { key: string; label: string } & Record<TypeVoeding, number>;
export type MonthPoint = { key: string; label: string; longLabel: string; aantal: number };

export const dayPoints = (data: DagTelling): DayPoint[] =>
  Object.entries(data).map(([key, aantal]) => ({ key, label: dayShort(key), aantal }));

export const typePoints = (data: DagTypeTelling): TypePoint[] =>
  Object.entries(data).map(([key, types]) => ({ key, label: dayShort(key), ...types }));

export const monthPoints = (data: MaandTelling): MonthPoint[] =>
  Object.entries(data).map(([key, aantal]) => ({
    key,
    label: maandKort(key),
    longLabel: maandLabel(key),
    aantal,
  }));

/** The series' last point: today (food) or this month (soap house); the server sends it last. */
export const lastCount = (points: readonly { aantal: number }[]) => points.at(-1)?.aantal ?? 0;

export const total = (points: readonly { aantal: number }[]) => points.reduce((n, p) => n + p.aantal, 0);

/** Packages per food type over the whole series, every type (0 included), in the order of the spec's list. */
export function totalsPerType(points: readonly TypePoint[]): { type: TypeVoeding; aantal: number }[] {
  return TYPE_VOEDING.map((type) => ({ type, aantal: points.reduce((n, p) => n + p[type], 0) }));
}
