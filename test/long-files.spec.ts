// "No file over 300 lines without a reason in its first comment" (STYLE.md's file size, issue 42): every
// source file of the packages that is longer says why in its opening comment, in the words "over 300
// lines" followed by the reason, so a file that grows past the mark fails here until someone either splits
// it or writes down why it stays whole. Tests, fixtures, catalogs and generated files are not held to it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 300;
const PACKAGES = ['domain', 'migrations', 'core', 'api', 'worker', 'web'];
const NOT_HELD = [/\/test\//, /\.(spec|test|stories)\.tsx?$/, /\/testing\//, /\/locales\//, /\.d\.ts$/];

/** The opening comment: the lines before the first line that is not a comment (or blank). */
function openingComment(text: string): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' && lines.length === 0) continue;
    if (!/^(\/\/|\/\*|\*)/.test(trimmed)) break;
    lines.push(trimmed.replace(/^(\/\/|\/\*\*?|\*\/?)\s?/, ''));
  }
  return lines.join(' ');
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PACKAGES.map((p) => `${p}/src`)], { cwd: repoRoot, encoding: 'utf8' });
  return listed.split('\n').filter((file) => /\.tsx?$/.test(file) && !NOT_HELD.some((pattern) => pattern.test(file)));
}

describe('files over 300 lines', () => {
  it('say why in their opening comment', () => {
    const unexplained = sourceFiles().filter((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      return lines > LIMIT && !/over 300 lines:? ?\S/i.test(openingComment(text));
    });
    expect(unexplained).toEqual([]);
  });

  it('a long file with no reason is noticed', () => {
    expect(openingComment('// The users table.\n// One file though over 300 lines: every statement.\nimport x;')).toMatch(/over 300 lines:? ?\S/);
    expect(openingComment('import x;\n// over 300 lines: too late')).toBe('');
  });
});
