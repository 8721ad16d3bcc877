// One statement on a Postgres server as its administrator, on a connection of its own: the test
// set-ups, the bench, the chaos layout and the browser suite create and drop their databases with it, and
// clear their Redis prefix with dropRedisPrefix.
import { Redis } from 'ioredis';
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

/** Removes every key under `prefix` (a bench's or a browser suite's own REDIS_PREFIX) from that Redis. */
export async function dropRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
