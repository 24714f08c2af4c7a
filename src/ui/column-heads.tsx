// A table's column headings: one row of <th scope="col">, a heading given as text or with its class
// (numbers are right-aligned by the table's own class) or read by screen readers only (an actions column).
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  className?: string;
  /** Read by screen readers only: the column's cells say what they are (buttons). */
  hidden?: boolean;
}

export function ColumnHeads({ columns }: { columns: readonly (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const column = typeof c === 'string' ? { label: c } : c;
          const label: ReactNode = column.hidden ? (
            <span className="visually-hidden">{column.label}</span>
          ) : (
            column.label
          );
          return (
            <th key={column.label} scope="col" className={column.className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
