// English needs no catalog: the macros keep each message's English text in the code (stripMessageField:
// false), and this turns such a text into the form Lingui's runtime interpolates. It understands the ICU
// subset the web's messages use (arguments, plural, selectordinal and select with '#'), which is all the
// Lingui macros write. The full compiler (@lingui/message-utils) would add 7 kB gzip to every first load in
// English; Hindi and Telugu arrive compiled from their catalogs and never reach this (docs/i18n.md).
import type { I18n } from '@lingui/core';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;
type Token = CompiledMessage[number];
type Branches = Record<string, CompiledMessage>;

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  /** Tokens up to the end, or up to the '}' that closes a branch (left for the caller). */
  message(inBranch: boolean): CompiledMessage {
    const tokens: Token[] = [];
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

  private argument(): Token {
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
    const branches: Branches = {};
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
    return [name, type, branches] as Token;
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

const compiled = new Map<string, CompiledMessage>();

/** A source message in the form Lingui interpolates (a plain text is one literal token). */
export function compileSourceMessage(message: string): CompiledMessage {
  const known = compiled.get(message);
  if (known !== undefined) return known;
  let result: CompiledMessage = [message];
  if (/[{}#']/.test(message)) {
    try {
      result = new Parser(message).message(false);
    } catch {
      result = [message]; // not ICU after all (a domain text with a brace): shown as written
    }
  }
  compiled.set(message, result);
  return result;
}
