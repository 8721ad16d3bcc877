import type { ColumnType, Generated, Selectable } from 'kysely';

export interface EventsTable {
  global_position: Generated<number>;
  stream_id: string;
  version: number;
  type: string;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<unknown, string, never>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  /** The appending transaction's id (xid8, as text): the commit order live updates read by. */
  xact_id: ColumnType<string, never, never>;
}
export type EventRow = Selectable<EventsTable>;
