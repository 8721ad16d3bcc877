// What `npm start` tells a person at a terminal once the server listens: the address to open, what
// runs, where the data lives and, in demo mode, how to sign in. Written to a terminal only (server.ts);
// the JSON logs of a service manager never carry it, and no configured password ever appears in it.

import type { AddressInfo } from 'node:net';
import { DEPARTMENTS } from '@leave/domain';
import type { Config } from '@leave/core/config';
import { adminPasswordIsPublic } from './demo/accounts';
import { DEMO_PASSWORDS } from './demo/seed';

export interface BannerFacts {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'redisUrl' | 'demoMode' | 'adminEmail' | 'adminPassword' | 'webDist'>;
  address: AddressInfo | string | null;
  databaseKind: 'pglite' | 'postgres';
  jobsKind: 'in-process' | 'bullmq';
  nodeVersion: string;
}

/** The address a person can open: a wildcard address means this machine. */
export function openableUrl(address: AddressInfo | string | null, fallbackPort: number): string {
  if (address === null || typeof address === 'string') return `http://localhost:${fallbackPort}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** A database URL without its user and password: where the data lives, safe to show. */
function whereInPostgres(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `Postgres at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'Postgres (DATABASE_URL)';
  }
}

const bold = (text: string) => `\u001b[1m${text}\u001b[22m`;
const cyan = (text: string) => `\u001b[36m${text}\u001b[39m`;
const dim = (text: string) => `\u001b[2m${text}\u001b[22m`;
const plain = (text: string) => text;

export function startBanner(facts: BannerFacts, options: { color: boolean } = { color: true }): string {
  const [b, c, d] = options.color ? [bold, cyan, dim] : [plain, plain, plain];
  const { config } = facts;
  const url = openableUrl(facts.address, 3000);
  const runtime =
    facts.databaseKind === 'pglite'
      ? 'embedded: PGlite, jobs and live updates in this process'
      : `Postgres and ${facts.jobsKind === 'bullmq' ? 'Redis: jobs on `npm run worker` processes' : 'jobs in this process'}`;
  const data = config.databaseUrl ? whereInPostgres(config.databaseUrl) : `${config.dataDir} ${d('(delete it to start afresh)')}`;
  const row = (label: string, value: string) => `    ${label.padEnd(9)}${value}`;
  const lines = [
    '',
    `  ${b('College Leave System')} is running`,
    '',
    row('Open', c(b(url)) + (config.webDist ? '' : d('  (api only: no web app configured)'))),
    row('Runtime', `${runtime}, Node.js ${facts.nodeVersion}`),
    row('Data', data),
  ];
  if (config.demoMode) {
    const codes = DEPARTMENTS.map((department) => department.code.toLowerCase().replace(/[^a-z]/g, '')).join(', ');
    const account = (email: string, password: string, who: string) => `      ${email.padEnd(28)}${password.padEnd(14)}${d(who)}`;
    lines.push(
      '',
      `    ${b('Demo accounts')} ${d('(demo mode; the sign-in page lists them too)')}`,
      adminPasswordIsPublic(config)
        ? account(config.adminEmail, config.adminPassword, 'admin')
        : account(config.adminEmail, '(ADMIN_PASSWORD)', 'admin'),
      account('hod.<dept>@college.edu', DEMO_PASSWORDS.hod, 'head of department'),
      account('emp1.<dept>@college.edu', DEMO_PASSWORDS.employee, 'employee (emp2.<dept> too)'),
      `      ${d(`<dept>: ${codes}`)}`,
    );
  }
  lines.push('', `  ${d('Press Ctrl-C to stop. Logs follow.')}`, '');
  return lines.join('\n');
}
