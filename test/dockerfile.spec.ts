import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// No Docker engine runs here: the image's recipe is checked by reading it.
const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
const workspaces = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { workspaces: string[] }).workspaces;

describe('Dockerfile', () => {
  it("copies every workspace's package.json before `npm ci`, so that the install sees the whole lockfile", () => {
    const install = dockerfile.indexOf('RUN npm ci');
    expect(install).toBeGreaterThan(0);
    for (const workspace of workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, workspace).toBeGreaterThan(0);
      expect(copy, workspace).toBeLessThan(install);
    }
  });

  it('builds the web app and the server, and runs the compiled server with plain node', () => {
    expect(dockerfile).toMatch(/RUN .*npm run build -w @leave\/web/);
    expect(dockerfile).toMatch(/RUN .*npm run build:server/);
    expect(dockerfile.indexOf('npm run build:server')).toBeGreaterThan(dockerfile.indexOf('COPY . .'));
    expect(dockerfile.trim().split('\n').at(-1)).toBe('CMD ["node", "build/node/server.js"]');
    const instructions = dockerfile.split('\n').filter((line) => !line.startsWith('#'));
    expect(instructions.join('\n')).not.toMatch(/tsx|npx/);
  });
});
