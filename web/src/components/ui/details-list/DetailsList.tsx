// Label and value pairs (an application's, a person's details) as a definition list; a row given as
// false is left out, so a screen lists its conditional rows in place.
import type { ReactNode } from 'react';

export type DetailsRow = readonly [term: string, value: ReactNode];

export function DetailsList({ rows }: { rows: readonly (DetailsRow | false)[] }) {
  return (
    <dl className="details-list">
      {rows
        .filter((row): row is DetailsRow => row !== false)
        .map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
