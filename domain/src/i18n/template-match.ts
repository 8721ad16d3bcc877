// Reading a sentence back into the template it was filled from (docs/i18n.md): the web's Hindi and Telugu
// show a refusal the server words with figures, a ledger reason or a device's name through its template.
// Apart from templates.ts so that a bundle that only fills templates (the web's English) leaves it out.
import { fillTemplate, isChoice, parseMessage, type MessageToken } from './templates';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';

/** The pattern of a template's English: each placeholder a lazy capture, '#' a number; `names` says whose each capture is. */
function patternOf(tokens: readonly MessageToken[], names: string[], count?: string): string {
  let pattern = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      if (token === '#' && count !== undefined) {
        names.push(count);
        pattern += NUMBER;
      } else pattern += escape(token);
    } else if (isChoice(token)) {
      pattern += `(?:${Object.values(token[2])
        .map((branch) => patternOf(branch, names, token[1] === 'select' ? count : token[0]))
        .join('|')})`;
    } else {
      names.push(token[0]);
      pattern += token[1] === 'number' ? NUMBER : '(.*?)';
    }
  }
  return pattern;
}

interface Compiled {
  template: string;
  pattern: RegExp;
  names: string[];
}
const compiledTables = new WeakMap<object, Compiled[]>();

function compiledOf(templates: readonly string[], key: object): Compiled[] {
  let compiled = compiledTables.get(key);
  if (compiled === undefined) {
    // The template that says the most first: 'worked on {date}, to be taken by {until}' before 'worked on {date}'.
    const words = (template: string) => fillTemplate(template).length;
    compiled = [...templates]
      .sort((a, b) => words(b) - words(a))
      .map((template) => {
        const names: string[] = [];
        const pattern = new RegExp(`^${patternOf(parseMessage(template), names)}$`, 's');
        return { template, pattern, names };
      });
    compiledTables.set(key, compiled);
  }
  return compiled;
}

/** The strings of a `*_TEMPLATES` table (nested objects included). */
function templatesOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? templatesOf(value) : []));
}

/**
 * The template a sentence was filled from, and its values (a number where the template counts it), or null
 * when no template of the tables makes it: `matchTemplate('A single CL application cannot exceed 10 days',
 * [POLICY_APPLY_TEMPLATES])` is { template: 'A single {type} ...', values: { type: 'CL', days: 10 } }.
 */
export function matchTemplate(sentence: string, tables: readonly object[]): { template: string; values: Record<string, string | number> } | null {
  for (const table of tables) {
    for (const { template, pattern, names } of compiledOf(templatesOf(table), table)) {
      const found = pattern.exec(sentence);
      if (!found) continue;
      const values: Record<string, string | number> = {};
      names.forEach((name, index) => {
        const captured = found[index + 1];
        if (captured !== undefined && !(name in values)) values[name] = captured;
      });
      // A count or a {n, number} is a number; check the sentence is what the template makes of these values.
      for (const [name, value] of Object.entries(values)) if (/^-?\d+(\.\d+)?$/.test(String(value)) && countedIn(template, name)) values[name] = Number(value);
      if (fillTemplate(template, values) === sentence) return { template, values };
    }
  }
  return null;
}

const countedIn = (template: string, name: string) => new RegExp(`\\{${name},\\s*(plural|selectordinal|number)`).test(template);
