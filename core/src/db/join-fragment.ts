import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { Database } from '@leave/migrations';

/** `query` with the owner's table inner-joined under `alias` on `alias.<column> = on`, its columns `alias.<column>`. */
export type InnerJoin<Row> = <DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: A,
  on: StringReference<DB, TB>,
) => SelectQueryBuilder<DB & Record<A, Row>, TB | A, O>;

/**
 * The join a table's owner lends to other owners' single statements: `table` joined on its `column`, its
 * rows typed as `Row` (the owner names its table in its call; this names none). The same SQL as the join
 * written inline.
 */
export function innerJoinOf<Row>(table: keyof Database & string, column: string): InnerJoin<Row> {
  // Kysely cannot type a join whose table is a parameter: the result is typed by hand, from `Row`.
  return (query, alias, on) =>
    (query as unknown as { innerJoin(table: string, left: string, right: string): unknown }).innerJoin(`${table} as ${alias}`, `${alias}.${column}`, on as string) as never;
}
