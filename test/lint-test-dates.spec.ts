// Tests on any day (eslint.test-dates.js) as `npm run lint` applies it: a test that applies for a date
// written into it against the real clock fails lint; one that fixes its clock, or counts its dates from the
// runtime's today, passes.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function dateProblems(filePath: string, code: string, ruleId = 'test-dates/no-date-without-clock'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const WEB_RULE = 'test-dates-web/no-typed-date-without-today';
const WEB_TEST = 'web/src/portals/x.test.tsx';
const webTyping = (statements: string) =>
  `declare const user: { type(field: unknown, text: string): Promise<void> };\ndeclare function getByLabelText(label: RegExp): unknown;\ndeclare function fixAppToday(day: string): void;\ndeclare const fireEvent: { change(field: unknown, init: unknown): void };\n${statements}\n`;

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

  it("fail a web test that types a fixed day into a form against the browser's today (the available figure's test, red from 8 December 2026)", async () => {
    const typed = webTyping("const FROM = '2026-12-07';\nawait user.type(getByLabelText(/Start Date/), FROM);\nawait user.type(getByLabelText(/End Date/), '2026-12-10');\nfireEvent.change(null, { target: { value: '2026-12-11' } });");
    expect(await dateProblems(WEB_TEST, typed, WEB_RULE)).toEqual([
      expect.stringContaining("'2026-12-07' is typed into a form"),
      expect.stringContaining("'2026-12-10' is typed into a form"),
      expect.stringContaining("'2026-12-11' is typed into a form"),
    ]);
  });

  it("let a web test that fixes the app's today, gives the component its today, or types a date of birth, and its fixtures' dates", async () => {
    expect(await dateProblems(WEB_TEST, webTyping("fixAppToday('2026-12-01');\nawait user.type(getByLabelText(/Start Date/), '2026-12-07');"), WEB_RULE)).toEqual([]);
    const given = "declare function Form(props: { today: string }): null;\nexport const form = <Form today=\"2026-12-01\" />;\nawait user.type(getByLabelText(/Start Date/), '2026-12-07');";
    expect(await dateProblems(WEB_TEST, webTyping(given), WEB_RULE)).toEqual([]);
    const timeless = "await user.type(getByLabelText(/Date of Birth/), '1990-05-14');\nexport const leave = { fromDate: '2026-12-07' };";
    expect(await dateProblems(WEB_TEST, webTyping(timeless), WEB_RULE)).toEqual([]);
  });
});
