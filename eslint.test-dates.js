// Tests on any day (issue 42): a server or browser test that applies for a date written into it, against a
// clock it does not fix, passes until that date goes by (main's `npm test` was red from 1 December 2026 for
// exactly that). Such a test takes its dates from its runtime's clock (core/testing/dates.ts weekdaysAfter,
// `runtime.clock.today()`), or fixes the clock (core/testing/runtime.ts fixedClock, or a clock of its own:
// an object with `now` and `today`). This rule refuses a 'YYYY-MM-DD' literal in a test file that fixes no
// clock; dates of birth and of joining are in the past on any day and stay allowed. `TEST_TODAY=2027-12-07
// npm test` runs the suites a year ahead (docs/testing.md).
// A web test renders screens whose forms refuse a day before the browser's today: there the rule reads only
// the days typed into a field (`user.type(field, '2026-12-07')`, a constant holding one, or
// `fireEvent.change(field, { target: { value } })`), unless the test fixes the app's today
// (`fixAppToday` from web/src/test/today.ts, `vi.setSystemTime`, or a component given `today`). main's web test of the available figure typed
// 7 December into the whole app and failed from the 8th.
// Spread into eslint.config.js.

const DATE = /^\d{4}-\d{2}-\d{2}/;
const TIMELESS_KEYS = new Set(['dateOfBirth', 'dateOfJoining', 'Date of Birth', 'Date of Joining']);
/** What may stand between a key and its literal: a default (`a ?? '...'`), a cast, a choice. */
const PASS_THROUGH = new Set(['LogicalExpression', 'ConditionalExpression', 'TSAsExpression', 'TSSatisfiesExpression']);

const keyName = (property) => (property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null);

/** The date a typed value stands for: a literal, a template, or a constant of this file holding one. */
function typedDate(context, node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? '';
  if (node.type !== 'Identifier') return '';
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(node.name);
    if (variable) {
      const init = variable.defs[0]?.node?.init;
      return init ? typedDate(context, init.type === 'TSAsExpression' ? init.expression : init) : '';
    }
    scope = scope.upper;
  }
  return '';
}

const calleeName = (callee) => (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : callee.type === 'Identifier' ? callee.name : '');

/** A field found by its label as a date of birth or of joining: in the past on any day. */
function isTimelessField(field) {
  if (field?.type !== 'CallExpression' || calleeName(field.callee) !== 'getByLabelText') return false;
  const label = field.arguments[0];
  const text = label?.type === 'Literal' ? (label.regex?.pattern ?? String(label.value)) : '';
  return /Date of (Birth|Joining)/.test(text);
}

const webRule = {
  meta: {
    type: 'problem',
    messages: {
      typedDateWithoutToday:
        "'{{date}}' is typed into a form that refuses days before the browser's today: it fails once that day has passed. Fix the app's today (fixAppToday from web/src/test/today.ts) or give the component its `today`.",
    },
    schema: [],
  },
  create(context) {
    const typed = [];
    let fixesToday = false;
    const note = (node, valueNode) => {
      const text = typedDate(context, valueNode);
      if (DATE.test(text)) typed.push({ node, date: text.slice(0, 10) });
    };
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'setSystemTime' || name === 'fixAppToday' || name === 'fixedClock') fixesToday = true;
        if (name === 'type' && node.arguments[1] && !isTimelessField(node.arguments[0])) note(node.arguments[1], node.arguments[1]);
        if ((name === 'change' || name === 'input') && node.arguments[1]?.type === 'ObjectExpression') {
          const target = node.arguments[1].properties.find((p) => p.type === 'Property' && keyName(p) === 'target');
          const value = target?.value.type === 'ObjectExpression' ? target.value.properties.find((p) => p.type === 'Property' && keyName(p) === 'value') : undefined;
          if (value) note(value.value, value.value);
        }
      },
      JSXAttribute(node) {
        if (node.name.name === 'today') fixesToday = true;
      },
      'Program:exit'() {
        if (fixesToday) return;
        for (const { node, date } of typed) context.report({ node, messageId: 'typedDateWithoutToday', data: { date } });
      },
    };
  },
};

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
  {
    files: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
    plugins: { 'test-dates-web': { rules: { 'no-typed-date-without-today': webRule } } },
    rules: { 'test-dates-web/no-typed-date-without-today': 'error' },
  },
];
