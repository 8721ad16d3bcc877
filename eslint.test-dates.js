// Tests on any day (issue 42): a server or browser test that applies for a date written into it, against a
// clock it does not fix, passes until that date goes by (main's `npm test` was red from 1 December 2026 for
// exactly that). Such a test takes its dates from its runtime's clock (core/testing/dates.ts weekdaysAfter,
// `runtime.clock.today()`), or fixes the clock (core/testing/runtime.ts fixedClock, or a clock of its own:
// an object with `now` and `today`). This rule refuses a 'YYYY-MM-DD' literal in a test file that fixes no
// clock; dates of birth and of joining are in the past on any day and stay allowed. `TEST_TODAY=2027-12-07
// npm test` runs the suites a year ahead (docs/testing.md).
// Spread into eslint.config.js.

const DATE = /^\d{4}-\d{2}-\d{2}/;
const TIMELESS_KEYS = new Set(['dateOfBirth', 'dateOfJoining', 'Date of Birth', 'Date of Joining']);
/** What may stand between a key and its literal: a default (`a ?? '...'`), a cast, a choice. */
const PASS_THROUGH = new Set(['LogicalExpression', 'ConditionalExpression', 'TSAsExpression', 'TSSatisfiesExpression']);

const keyName = (property) => (property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null);

const rule = {
  meta: {
    type: 'problem',
    messages: {
      dateWithoutClock:
        "'{{date}}' is a fixed date in a test whose clock is the real one: it fails once that day has passed. Count it from the runtime's today (weekdaysAfter(runtime.clock.today(), n)) or fix the clock (fixedClock).",
    },
    schema: [],
  },
  create(context) {
    const dated = [];
    let fixesClock = false;
    const isTimeless = (node) => {
      let value = node;
      while (value.parent && PASS_THROUGH.has(value.parent.type)) value = value.parent;
      return value.parent?.type === 'Property' && value.parent.value === value && TIMELESS_KEYS.has(keyName(value.parent) ?? '');
    };
    const note = (node, text) => {
      if (DATE.test(text) && !isTimeless(node)) dated.push({ node, date: text.slice(0, 10) });
    };
    return {
      'CallExpression[callee.name="fixedClock"]'() {
        fixesClock = true;
      },
      ObjectExpression(node) {
        const keys = new Set(node.properties.filter((p) => p.type === 'Property').map(keyName));
        if (keys.has('now') && keys.has('today')) fixesClock = true;
      },
      Literal(node) {
        if (typeof node.value === 'string') note(node, node.value);
      },
      TemplateLiteral(node) {
        note(node, node.quasis[0]?.value.cooked ?? '');
      },
      'Program:exit'() {
        if (fixesClock) return;
        for (const { node, date } of dated) context.report({ node, messageId: 'dateWithoutClock', data: { date } });
      },
    };
  },
};

export default [
  {
    files: ['api/test/**/*.ts', 'core/test/**/*.ts', 'core/testing/**/*.ts', 'worker/test/**/*.ts', 'test/**/*.ts', 'e2e/**/*.ts'],
    // The lint rules' own tests hold code as text: its dates are never applied for.
    ignores: ['test/lint-*.spec.ts'],
    plugins: { 'test-dates': { rules: { 'no-date-without-clock': rule } } },
    rules: { 'test-dates/no-date-without-clock': 'error' },
  },
];
