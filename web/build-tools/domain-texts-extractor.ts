// A Lingui extractor for the texts domain/ shares with the api (docs/i18n.md): every string of an exported
// `*MESSAGES`, `*LABELS`, `*REFUSALS`, `*TYPE_INFO` or `*_TEMPLATES` object (sentences with figures or names,
// as ICU templates: domain/src/i18n/templates.ts), or STREAM_KINDS (UI_MESSAGES.invalidCredentials,
// LEAVE_STATUS_LABELS.pending, LEAVE_TYPE_INFO.cl.name...) becomes a
// catalog message whose id is the English text itself. The web shows such a text through `translateText`
// (web/src/lib/i18n/texts.ts), which looks the English up in the chosen language's catalog; the api keeps
// sending English, and a text no catalog has stays English.
import type { ExtractorType } from '@lingui/conf';
import ts from 'typescript';

const SHARED_TEXTS = /(^|_)(MESSAGES|LABELS|REFUSALS|TYPE_INFO|TEMPLATES)$|^STREAM_KINDS$/;

function stringsOf(node: ts.Expression, found: (text: string, at: ts.Node) => void): void {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    stringsOf(node.expression, found);
  } else if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      // A code ('CL') is not a text.
      if (ts.isPropertyAssignment(property) && property.name.getText() !== 'code') stringsOf(property.initializer, found);
    }
  } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (node.text.trim() !== '') found(node.text, node);
  }
}

export const domainTextsExtractor: ExtractorType = {
  match: (filename) => /\/domain\/src\/.*\.ts$/.test(filename) && !/\.spec\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !SHARED_TEXTS.test(declaration.name.text) || !declaration.initializer) continue;
        const name = declaration.name.text;
        stringsOf(declaration.initializer, (text, at) => {
          const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
          onMessageExtracted({ id: text, message: text, origin: [filename, line], comment: `domain: ${name}` });
        });
      }
    }
  },
};
