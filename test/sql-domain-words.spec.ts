// No domain word written again in SQL (issue 42): every text of SQL the server writes by hand (the store
// functions' and the leave commands' reads' fragments, any sql`...` of Kysely) takes the domain's statuses,
// kinds, roles, event names and leave codes from domain's constants, interpolated, never as quoted literals;
// and migrations define no function but triggers (functions are code: core/src/db/store-functions.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  balanceEventTypes,
  holidayEventTypes,
  importEventTypes,
  LEAVE_KINDS,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  leaveEventTypes,
  policyEventTypes,
  reminderEventTypes,
  ROLES,
  standInEventTypes,
  userEventTypes,
} from '@leave/domain';

const root = path.resolve(import.meta.dirname, '..');

const DOMAIN_WORDS = new Set<string>([
  ...LEAVE_STATUSES,
  ...LEAVE_KINDS,
  ...ROLES,
  ...LEAVE_TYPES,
  ...[leaveEventTypes, balanceEventTypes, userEventTypes, holidayEventTypes, policyEventTypes, importEventTypes, reminderEventTypes, standInEventTypes].flatMap((types) => types.names),
]);

const SQL = /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b|\bwhere\b|\bjson_build_object\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** The literal text of every template and string in a file that reads as SQL, with where it is. */
function sqlTexts(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.text : null;
    if (text !== null) {
      // A whole template's parts read together: a condition split by an interpolation is still SQL.
      const template = ts.isTemplateExpression(node.parent) ? node.parent : ts.isTemplateSpan(node.parent) ? node.parent.parent : node;
      const tagged = ts.isTaggedTemplateExpression(template.parent) && template.parent.tag.getText(source).startsWith('sql');
      if (tagged || SQL.test(template.getText(source))) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The domain words an SQL text spells as quoted literals. */
function quotedDomainWords(text: string): string[] {
  return [...text.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]!).filter((word) => DOMAIN_WORDS.has(word));
}

describe('SQL written by hand', () => {
  it('spells no status, kind, role, event name or leave code as a literal in the server code', () => {
    const offenders = ['core/src', 'api/src', 'worker/src'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        sqlTexts(file).flatMap(({ text, line }) => quotedDomainWords(text).map((word) => `${path.relative(root, file)}:${line} '${word}'`)),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds such a literal where one is written', () => {
    const file = path.join(root, 'test/fixtures/sql-with-domain-word.ts.txt');
    const texts = sqlTexts(file);
    expect(texts.flatMap(({ text }) => quotedDomainWords(text))).toEqual(['pending', 'StandInNamed']);
  });

  it('leaves function bodies out of migrations, but for triggers', () => {
    const folder = path.join(root, 'migrations/src/migrations');
    const functions = readdirSync(folder).flatMap((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      return [...text.matchAll(/create\s+(?:or\s+replace\s+)?function\s+(\w+)\s*\([^)]*\)\s*returns\s+(\w+)/gi)].map((match) => ({ name: match[1]!, returns: match[2]!.toLowerCase(), file: name }));
    });
    expect(functions.filter((fn) => fn.returns !== 'trigger')).toEqual([]);
    expect(functions.map((fn) => fn.name)).toEqual(['events_notify_appended']);
  });
});
