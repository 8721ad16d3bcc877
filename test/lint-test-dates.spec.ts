// Tests on any day (eslint.test-dates.js) as `npm run lint` applies it: a test that applies for a date
// written into it against the real clock fails lint; one that fixes its clock, or counts its dates from the
// runtime's today, passes.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function dateProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'test-dates/no-date-without-clock').map((message) => message.message);
}

const applyOn = (date: string) => `declare function apply(day: string): void;\napply('${date}');\n`;

describe('dates in tests', () => {
  it("fail a server or browser test that applies for a fixed day against the real clock (main's tests red from 1 December 2026)", async () => {
    for (const filePath of ['api/test/routes/x.spec.ts', 'core/test/x.spec.ts', 'worker/test/x.spec.ts', 'e2e/x.e2e.ts']) {
      expect(await dateProblems(filePath, applyOn('2026-12-01')), filePath).toEqual([expect.stringContaining("'2026-12-01' is a fixed date")]);
    }
    expect(await dateProblems('api/test/x.spec.ts', 'declare function apply(day: string): void;\napply(`2026-12-01`);\n')).toHaveLength(1);
  });

  it('let a test that fixes its clock, or makes one of its own, name any day', async () => {
    expect(await dateProblems('api/test/x.spec.ts', `declare function fixedClock(day: string): unknown;\nexport const clock = fixedClock('2026-11-23');\n${applyOn('2026-12-01')}`)).toEqual([]);
    const ownClock = "const now = new Date('2026-11-26T02:30:00Z');\nexport const clock = { now: () => now, today: () => '2026-11-26' };\n";
    expect(await dateProblems('worker/test/x.spec.ts', ownClock)).toEqual([]);
  });

  it('let dates of birth and of joining be, and leave the product code and the domain unit tests alone', async () => {
    const person = "export const person = { dateOfBirth: '1990-01-01', dateOfJoining: (undefined ?? '2020-06-01') as string, 'Date of Joining': '2021-08-16' };\n";
    expect(await dateProblems('api/test/x.spec.ts', person)).toEqual([]);
    expect(await dateProblems('domain/src/x.spec.ts', applyOn('2026-12-01'))).toEqual([]);
    expect(await dateProblems('api/src/x.ts', applyOn('2026-12-01'))).toEqual([]);
  });
});
