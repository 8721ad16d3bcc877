import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here: the production layout is checked by reading the file.
const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; healthcheck?: { test: unknown } }>;
};

describe('docker-compose.yml', () => {
  const services = compose.services;

  it('describes postgres, redis, two api replicas and a worker', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'postgres', 'redis', 'worker']);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.redis!.image).toMatch(/^redis:/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test, name).toBeDefined();
  });

  it('points the api replicas and the worker at the same Postgres and Redis, in production mode', () => {
    for (const name of ['api-1', 'api-2', 'worker']) {
      const env = services[name]!.environment!;
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.NODE_ENV, name).toBe('production');
      expect(env.JWT_SECRET, name).toContain('JWT_SECRET');
      expect(services[name]!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
  });

  it('runs the BullMQ workers in their own process', () => {
    expect(services.worker!.command?.join(' ')).toContain('worker/src/main.ts');
    expect(existsInRepo('worker/src/main.ts')).toBe(true);
  });
});

function existsInRepo(relative: string): boolean {
  try {
    readFileSync(new URL(`../${relative}`, import.meta.url));
    return true;
  } catch {
    return false;
  }
}
