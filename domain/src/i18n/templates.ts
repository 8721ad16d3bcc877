// Sentences worded with figures or names ('A single CL application cannot exceed 10 days'), written once as
// templates with named ICU placeholders ('A single {type} application cannot exceed {days, plural, one {# day}
// other {# days}}') in exported `*_TEMPLATES` tables. The api's English comes from `fillTemplate`; the web
// extracts the templates with their English as the message id (web/build-tools/domain-texts-extractor.ts),
// translates them with the values, and reads a sentence the server sent back into its template and values
// with `matchTemplate` (docs/i18n.md).
//
// The ICU subset understood here is the one Lingui's macros write: arguments, plural, selectordinal and
// select with '#', and the apostrophe quoting ('' is one apostrophe; '{ starts a quoted brace). The web's
// English messages are compiled by the same parser (web/src/lib/i18n/source-messages.ts).

/** A message in the form Lingui's runtime interpolates: literals, [name], [name, type, style] or [name, 'plural', branches]. */
export type MessageToken = string | [string] | [string, string] | [string, string, string] | [string, string, Record<string, MessageToken[]>];
export type TemplateValues = Readonly<Record<string, string | number>>;

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  /** Tokens up to the end, or up to the '}' that closes a branch (left for the caller). */
  message(inBranch: boolean): MessageToken[] {
    const tokens: MessageToken[] = [];
    let literal = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}' && inBranch) break;
      if (char === "'" && this.text[this.at + 1] === "'") {
        literal += "'";
        this.at += 2;
      } else if (char === "'" && /[{}#]/.test(this.text[this.at + 1] ?? '')) {
        const end = this.text.indexOf("'", this.at + 1);
        const stop = end === -1 ? this.text.length : end;
        literal += this.text.slice(this.at + 1, stop);
        this.at = stop + 1;
      } else if (char === '{') {
        if (literal) tokens.push(literal);
        literal = '';
        tokens.push(this.argument());
      } else if (char === '#' && inBranch) {
        if (literal) tokens.push(literal);
        literal = '';
        tokens.push('#');
        this.at += 1;
      } else {
        literal += char;
        this.at += 1;
      }
    }
    if (literal) tokens.push(literal);
    return tokens;
  }

  private argument(): MessageToken {
    this.at += 1; // '{'
    const name = this.word();
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return [name];
    }
    this.expect(',');
    const type = this.word();
    this.space();
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      // A formatted argument ({n, number}): the style, if any, up to the closing brace.
      const style = this.text[this.at] === ',' ? this.text.slice(this.at + 1, this.text.indexOf('}', this.at)).trim() : undefined;
      this.at = this.text.indexOf('}', this.at) + 1;
      return style ? [name, type, style] : [name, type];
    }
    this.expect(',');
    const branches: Record<string, MessageToken[]> = {};
    for (;;) {
      this.space();
      if (this.text[this.at] === '}') break;
      const key = this.word();
      if (key.startsWith('offset:')) continue;
      this.space();
      this.expect('{');
      branches[key] = this.message(true);
      this.expect('}');
    }
    this.at += 1;
    return [name, type, branches];
  }

  private word(): string {
    this.space();
    const start = this.at;
    while (this.at < this.text.length && !/[\s,{}]/.test(this.text[this.at]!)) this.at += 1;
    return this.text.slice(start, this.at);
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private expect(char: string): void {
    this.space();
    if (this.text[this.at] !== char) throw new Error(`Expected '${char}' at ${this.at} in a message`);
    this.at += 1;
  }
}

/** A message's tokens; a text that is not ICU after all (a brace in it) is one literal. */
export function parseMessage(message: string): MessageToken[] {
  if (!/[{}#']/.test(message)) return [message];
  try {
    return new Parser(message).message(false);
  } catch {
    return [message];
  }
}

type Branches = Record<string, MessageToken[]>;
/** A plural, selectordinal or select token. */
export const isChoice = (token: MessageToken): token is [string, string, Branches] => typeof token !== 'string' && typeof token[2] === 'object';

/** The English plural branch: '=N' when written, else 'one' for exactly 1 and 'other' for the rest (0.5 days). */
function branchOf(branches: Branches, count: number): MessageToken[] {
  return branches[`=${count}`] ?? (count === 1 ? branches.one : undefined) ?? branches.other ?? [];
}

/** `count` is the value '#' stands for, written as given. */
function fill(tokens: readonly MessageToken[], values: TemplateValues, count?: string | number): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') out += token === '#' && count !== undefined ? String(count) : token;
    else if (isChoice(token)) {
      const value = values[token[0]] ?? '';
      const branches = token[2];
      out += token[1] === 'select' ? fill(branches[String(value)] ?? branches.other ?? [], values, count) : fill(branchOf(branches, Number(value)), values, value);
    } else out += String(values[token[0]] ?? '');
  }
  return out;
}

/** A template's English with its values: `fillTemplate('Year reset, {year}', { year: 2026 })` is 'Year reset, 2026'. */
export function fillTemplate(template: string, values: TemplateValues = {}): string {
  return fill(parseMessage(template), values);
}

/** How a caller words a template: the api's English (`fillTemplate`), or the web's translation of it. */
export type Say = (template: string, values?: TemplateValues) => string;
