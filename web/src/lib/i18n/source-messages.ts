// English needs no catalog: the macros keep each message's English text in the code (stripMessageField:
// false), and this turns such a text into the form Lingui's runtime interpolates, with domain's parser
// (domain/src/i18n/templates.ts, which fills domain's own templates alike). It understands the ICU
// subset the web's messages use (arguments, plural, selectordinal and select with '#'), which is all the
// Lingui macros write. The full compiler (@lingui/message-utils) would add 7 kB gzip to every first load in
// English; Hindi and Telugu arrive compiled from their catalogs and never reach this (docs/i18n.md).
import type { I18n } from '@lingui/core';
import { parseMessage } from '@leave/domain';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;

const compiled = new Map<string, CompiledMessage>();

/** A source message in the form Lingui interpolates (a plain text is one literal token); domain's parser, shared with its templates. */
export function compileSourceMessage(message: string): CompiledMessage {
  const known = compiled.get(message);
  if (known !== undefined) return known;
  const result = parseMessage(message) as CompiledMessage;
  compiled.set(message, result);
  return result;
}
