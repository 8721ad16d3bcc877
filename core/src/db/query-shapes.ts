// Queries compiled once per shape. A reader whose query varies only by which conditions it has (not by
// their values) names its shape, and Kysely builds and compiles the query the first time that shape is
// asked for, with a stand-in for each value; every later call reuses the SQL text and puts its own values
// where the stand-ins were. Building and compiling with Kysely cost a read of a page of 25 about 6% of its
// CPU (the admin's applications screen, docs/benchmarks-history.md); the text is the one Kysely writes, so
// nothing about
// the SQL changes.

import { CompiledQuery, type Compilable } from 'kysely';
import { PREPARED_STATEMENT } from './database';

interface Shape {
  sql: string;
  /** For each parameter of the SQL, the index of the value that goes there. */
  slots: readonly number[];
}

/** A stand-in no real value equals (a NUL cannot be sent to Postgres in a text parameter). */
const standIn = (index: number) => `\u0000value ${index}\u0000`;

export class QueryShapes {
  readonly #shapes = new Map<string, Shape>();

  /**
   * The query of shape `key` with `values`: `build` receives `value(i)`, which stands for `values[i]`
   * wherever the query puts it, and must give the same query for the same key whatever the values. With
   * `prepared`, the text carries PREPARED_STATEMENT (each Postgres connection parses it once): only for a
   * shape asked for again and again, since a connection keeps each prepared text for its life.
   */
  compile<R>(key: string, values: readonly unknown[], build: (value: <T>(index: number) => T) => Compilable<R>, options: { prepared?: boolean } = {}): CompiledQuery<R> {
    let shape = this.#shapes.get(key);
    if (shape === undefined) {
      const compiled = build(<T>(index: number) => standIn(index) as T).compile();
      const slots = compiled.parameters.map((parameter) => {
        const index = values.findIndex((_, i) => parameter === standIn(i));
        if (index < 0) throw new Error(`Query shape ${key}: a parameter that is none of its values (${String(parameter)})`);
        return index;
      });
      shape = { sql: options.prepared ? PREPARED_STATEMENT + compiled.sql : compiled.sql, slots };
      this.#shapes.set(key, shape);
    }
    return CompiledQuery.raw(shape.sql, shape.slots.map((index) => values[index])) as CompiledQuery<R>;
  }

  /** How many shapes have been compiled (a test's look inside). */
  get size(): number {
    return this.#shapes.size;
  }
}
