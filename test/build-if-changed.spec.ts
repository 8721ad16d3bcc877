import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from '../web/build-tools/build-if-changed';

// `npm start` builds the web app again only when what the build reads changed: a source of the web app or
// of domain/, its configuration or the lockfile; not a test or a story, and not the server's code.
const tree = mkdtempSync(path.join(tmpdir(), 'leave-build-inputs-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), text);
};
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("npm start's build of the web app", () => {
  it('is needed again after a change to what the build reads, and only then', () => {
    write('web/src/main.tsx', 'export const screen = 1;\n');
    write('domain/src/rules.ts', 'export const quota = 6;\n');
    write('web/index.html', '<div id="root"></div>');
    write('package-lock.json', '{}');
    const built = sourcesFingerprint(tree);
    expect(sourcesFingerprint(tree)).toBe(built);

    write('web/src/main.test.tsx', 'test code');
    write('web/src/Screen.stories.tsx', 'a story');
    write('api/src/server.ts', 'the server');
    expect(sourcesFingerprint(tree)).toBe(built);

    for (const [file, text] of [
      ['web/src/main.tsx', 'export const screen = 2;\n'],
      ['domain/src/rules.ts', 'export const quota = 8;\n'],
      ['web/src/new-screen.tsx', 'export {};\n'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const before = sourcesFingerprint(tree);
      write(file, text);
      expect(sourcesFingerprint(tree), file).not.toBe(before);
    }
  });
});
