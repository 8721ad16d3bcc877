// README and docs/operations.md say how to register the app with Google and with Microsoft and which
// variables to set: the variables they document are the ones the configuration reads, their examples load
// as the provider they name, the default they state is the configuration's, and the redirect URI they
// give is the callback the api serves.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@leave/core/config';

const root = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const operations = read('docs/operations.md');
const readme = read('README.md');
const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/leave-oidc-docs-test', JWT_SECRET: 'x'.repeat(40) };

/** The section of a markdown text under a heading, up to the next heading of the same level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0];
  const rest = text.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n${level} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** `KEY=value` lines of every ```env block. */
function envBlocks(text: string): Record<string, string>[] {
  return [...text.matchAll(/```env\n([\s\S]*?)```/g)].map((block) =>
    Object.fromEntries(
      block[1]!
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ),
  );
}

/** The rows of the configuration table: variable, default, meaning. */
function configurationRows(): Map<string, { fallback: string; meaning: string }> {
  const rows = new Map<string, { fallback: string; meaning: string }>();
  for (const line of section(operations, '## Configuration').split('\n')) {
    const cells = /^\| `([A-Z_]+)` \| (.*?) \| (.*) \|$/.exec(line);
    if (cells) rows.set(cells[1]!, { fallback: cells[2]!, meaning: cells[3]! });
  }
  return rows;
}

const oidcVariablesRead = [...new Set([...read('core/src/config.ts').matchAll(/env\.(OIDC_[A-Z_]+)/g)].map((m) => m[1]!))].sort();

describe('the documented OIDC configuration', () => {
  it("lists exactly the OIDC variables the configuration reads, in operations.md's table and in the README", () => {
    expect(oidcVariablesRead).toEqual(['OIDC_ALLOWED_DOMAINS', 'OIDC_BUTTON_LABEL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER']);
    expect([...configurationRows().keys()].filter((name) => name.startsWith('OIDC_')).sort()).toEqual(oidcVariablesRead);
    const readmeConfiguration = section(readme, '## Configuration');
    for (const name of oidcVariablesRead) expect(readmeConfiguration, name).toContain(`\`${name}\``);
  });

  it("states the button label's default as the configuration has it", () => {
    const documented = /^`(.+)`$/.exec(configurationRows().get('OIDC_BUTTON_LABEL')!.fallback)![1];
    const config = loadConfig({ ...base, OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(config.oidc?.buttonLabel).toBe(documented);
    expect(loadConfig(base).oidc).toBeNull();
  });

  it('gives a Google and a Microsoft example that load as those providers', () => {
    const examples = envBlocks(section(operations, '## Signing in with Google or Microsoft (OpenID Connect)'));
    expect(examples).toHaveLength(2);
    for (const example of examples) expect(Object.keys(example).sort()).toEqual(oidcVariablesRead);
    const [google, microsoft] = examples.map((example) => loadConfig({ ...base, ...example }).oidc!);
    expect(google).toMatchObject({ issuer: 'https://accounts.google.com', kind: 'google', allowedDomains: ['college.edu'], buttonLabel: 'Sign in with Google' });
    expect(microsoft).toMatchObject({ kind: 'entra', allowedDomains: ['college.edu'], buttonLabel: 'Sign in with Microsoft' });
  });

  it("refuses the shared Microsoft issuer the docs warn against, and an http issuer that is not local", () => {
    const entra = envBlocks(operations).find((example) => example.OIDC_ISSUER?.includes('microsoftonline'))!;
    expect(() => loadConfig({ ...base, ...entra, OIDC_ISSUER: 'https://login.microsoftonline.com/common/v2.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...entra, OIDC_ISSUER: 'http://login.college.edu' })).toThrow('OIDC_ISSUER must be an https:// address');
    expect(loadConfig({ ...base, ...entra, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://accounts.google.com' })).toThrow('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  });

  it('gives the redirect URI and the scopes the api uses', () => {
    const callback = '/api/auth/oidc/callback';
    expect(readme).toContain(`\`<APP_URL>${callback}\``);
    expect(operations).toContain(`\`APP_URL\` followed by \`${callback}\``);
    const routes = read('api/src/routes/sign-in-links/index.ts');
    expect(routes).toContain("'/auth/oidc/callback'");
    expect(routes).toContain('`${app.config.appUrl}/api/auth/oidc/callback`');
    const scopes = /const SCOPES = '([^']+)'/.exec(read('api/src/auth/oidc/identity-provider.ts'))![1];
    expect(readme).toContain(`\`${scopes}\``);
    expect(operations).toContain(`\`${scopes}\``);
  });
});
