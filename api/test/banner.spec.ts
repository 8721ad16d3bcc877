import { describe, expect, it } from 'vitest';
import { testConfig } from './helper';
import { openableUrl, startBanner } from '../src/banner';

const facts = (env: Record<string, string>) => ({
  config: testConfig(env),
  address: { address: '0.0.0.0', family: 'IPv4', port: 4321 },
  databaseKind: 'pglite' as const,
  jobsKind: 'in-process' as const,
  nodeVersion: 'v20.20.2',
});

describe('the start-up banner', () => {
  it('names the address to open, the runtime, the data folder and, in demo mode, the demo accounts', () => {
    const text = startBanner(facts({ DEMO_MODE: 'true', DATA_DIR: '/srv/leave-data' }), { color: false });
    expect(text).toContain('http://localhost:4321');
    expect(text).toContain('embedded: PGlite');
    expect(text).toContain('/srv/leave-data');
    expect(text).toMatch(/admin@college\.edu\s+admin123/);
    expect(text).toMatch(/hod\.<dept>@college\.edu\s+hod12345/);
    expect(text).toMatch(/emp1\.<dept>@college\.edu\s+employee123/);
    expect(text).toContain('bed, civil, cse, aidsml, itmca, ece, eee, mech');
  });

  it('shows no accounts outside demo mode, and never a configured password or database credentials', () => {
    const off = startBanner(facts({ DEMO_MODE: 'false' }), { color: false });
    expect(off).not.toContain('Demo accounts');
    const configured = startBanner(facts({ DEMO_MODE: 'true', ADMIN_PASSWORD: 'a-configured-secret' }), { color: false });
    expect(configured).not.toContain('a-configured-secret');
    const postgres = startBanner(
      { ...facts({ DATABASE_URL: 'postgres://leave:db-password@db.internal:5433/leave' }), databaseKind: 'postgres', jobsKind: 'bullmq' },
      { color: false },
    );
    expect(postgres).toContain('Postgres at db.internal:5433/leave');
    expect(postgres).not.toContain('db-password');
  });

  it('opens the address the server is bound to, or this machine for a wildcard', () => {
    expect(openableUrl({ address: '::', family: 'IPv6', port: 3000 }, 1)).toBe('http://localhost:3000');
    expect(openableUrl({ address: '127.0.0.1', family: 'IPv4', port: 3001 }, 1)).toBe('http://127.0.0.1:3001');
    expect(openableUrl({ address: '::1', family: 'IPv6', port: 3002 }, 1)).toBe('http://[::1]:3002');
  });
});
