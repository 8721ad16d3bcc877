// One statement on a Postgres server as its administrator, on a connection of its own: the test
// set-ups, the bench, the chaos layout and the browser suite create and drop their databases with it.
import pg from 'pg';

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
