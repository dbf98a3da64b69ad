import { VisuallyHidden } from '@mantine/core';

type ChartDataTableProps = {
  /** What the chart shows, read as the table's caption. */
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string | number])[];
};

/**
 * A chart's points as a table for screen readers (WCAG 1.1.1: a text alternative for non-text content);
 * the chart itself is hidden from them, its dots say nothing on their own.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
