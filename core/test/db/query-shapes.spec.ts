import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENT, type DatabaseHandle } from '../../src/db';
import { QueryShapes } from '../../src/db/query-shapes';
import { openTestDatabase } from '../../testing/runtime';

// A query compiled once per shape is the query Kysely compiles for the values, parameter for parameter.
describe('QueryShapes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const people = (department: string | null, search: string | null) => {
    let query = database.db.selectFrom('users').select(['id', 'name']);
    if (department !== null) query = query.where('department', '=', department);
    if (search !== null) query = query.where((eb) => eb.or([eb('name', 'ilike', search), eb('email', 'ilike', search)]));
    return query.orderBy('name');
  };

  it("writes Kysely's SQL with each call's values in its parameters, and builds each shape once", () => {
    const shapes = new QueryShapes();
    let builds = 0;
    const compile = (department: string | null, search: string | null) => {
      const values = [department, search].filter((v) => v !== null);
      const key = `${department !== null} ${search !== null}`;
      return shapes.compile(key, values, (value) => {
        builds++;
        return people(department === null ? null : value<string>(0), search === null ? null : value<string>(department === null ? 0 : 1));
      });
    };
    for (const [department, search] of [
      ['CSE', '%ann%'],
      ['ECE', '%bob%'],
      [null, '%x%'],
      ['MECH', null],
      [null, null],
      ['CSE', '%zed%'],
    ] as const) {
      const ours = compile(department, search);
      const kysely = people(department, search).compile();
      expect({ sql: ours.sql, parameters: ours.parameters }).toEqual({ sql: kysely.sql, parameters: kysely.parameters });
    }
    expect(builds).toBe(4);
    expect(shapes.size).toBe(4);
  });

  it('runs on the database with each call\'s values', async () => {
    const shapes = new QueryShapes();
    const echo = (text: string, n: number) =>
      shapes.compile<{ text: string; n: number }>('echo', [text, n], (value) =>
        database.db.selectNoFrom((eb) => [eb.cast<string>(eb.val(value<string>(0)), 'text').as('text'), eb.cast<number>(eb.val(value<number>(1)), 'integer').as('n')]),
      );
    expect((await database.db.executeQuery(echo('first', 1))).rows).toEqual([{ text: 'first', n: 1 }]);
    expect((await database.db.executeQuery(echo('second', 2))).rows).toEqual([{ text: 'second', n: 2 }]);
  });

  it('marks a prepared shape for the connection to prepare, with the same SQL and answers after the mark', async () => {
    const shapes = new QueryShapes();
    const plain = shapes.compile('plain', ['CSE'], (value) => people(value<string>(0), null));
    const prepared = shapes.compile('prepared', ['CSE'], (value) => people(value<string>(0), null), { prepared: true });
    expect(prepared.sql).toBe(PREPARED_STATEMENT + plain.sql);
    expect(prepared.parameters).toEqual(plain.parameters);
    const again = shapes.compile('prepared', ['ECE'], (value) => people(value<string>(0), null), { prepared: true });
    expect(again).toMatchObject({ sql: prepared.sql, parameters: ['ECE'] });
    expect((await database.db.executeQuery(prepared)).rows).toEqual((await database.db.executeQuery(plain)).rows);
  });

  it('refuses a shape whose query carries a parameter that is none of its values', () => {
    const shapes = new QueryShapes();
    expect(() => shapes.compile('fixed', [], () => database.db.selectFrom('users').select('id').where('role', '=', 'admin'))).toThrow(/none of its values/);
  });
});
