// A table named by its caption, in a box that scrolls sideways when the table
// is wider than the screen. The box is a focusable region named by the same
// caption: a keyboard user on a tablet tabs to it and scrolls a wide table
// with the arrow keys (axe's scrollable-region-focusable rule).
import { useId, type ReactNode } from 'react';

interface DataTableProps {
  /** Names the table and its scrolling box. */
  caption: ReactNode;
  /** Hides the caption from sight, not from screen readers: for a table under a heading that already says it. */
  captionHidden?: boolean;
  /** The header texts, one per column, in order. */
  columns: readonly string[];
  /** A class for the table, when it has styles of its own. */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

export function DataTable({
  caption,
  captionHidden = false,
  columns,
  className,
  children,
}: DataTableProps) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
