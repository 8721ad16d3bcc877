// In production builds, rewrites the web's imports of '@leave/domain' (the package's index, which re-exports
// every domain module) into imports of the modules that define each name. Rollup counts every `export *` of
// an index as a dependency of whoever imports the index, whatever is used: every chunk that imported anything
// from domain imported (and ran) each domain module some other chunk needed, so a list screen built the form
// rules' zod schemas it never uses. Imported from their own modules, domain's modules are chunked and run
// where they are used (docs/decisions/0098-domain-imported-module-by-module-in-the-build-the-list.md). The
// map of names comes from TypeScript's checker over domain's index; a name it does not know stays an import
// of the index, and type-only imports are gone before this runs (esbuild drops them).
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Each value exported by `indexFile`: the file that declares it and its name there. */
export function domainExports(indexFile: string): Map<string, { file: string; name: string }> {
  const program = ts.createProgram([indexFile], {
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(indexFile)!);
  const exports = new Map<string, { file: string; name: string }>();
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    // Types and interfaces are erased: only values are imported at run time.
    if (!declaration || !(target.flags & ts.SymbolFlags.Value)) continue;
    exports.set(symbol.name, { file: path.normalize(declaration.getSourceFile().fileName), name: target.name });
  }
  return exports;
}

const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@leave\/domain["'];?/g;

/** `import { a, b as c } from '@leave/domain'` in `code`, rewritten one import per defining module. */
export function rewriteDomainImports(code: string, exports: ReadonlyMap<string, { file: string; name: string }>): string | null {
  let changed = false;
  const rewritten = code.replace(DOMAIN_IMPORT, (statement, clause: string) => {
    const byFile = new Map<string, string[]>();
    const unknown: string[] = [];
    for (const part of clause.split(',').map((item) => item.trim()).filter(Boolean)) {
      const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
      const source = exports.get(imported);
      if (!source) {
        unknown.push(part);
        continue;
      }
      const specifier = source.name === local ? local : `${source.name} as ${local}`;
      byFile.set(source.file, [...(byFile.get(source.file) ?? []), specifier]);
    }
    if (byFile.size === 0) return statement;
    changed = true;
    const imports = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`);
    if (unknown.length > 0) imports.push(`import { ${unknown.join(', ')} } from "@leave/domain";`);
    // As many lines as the statement had: the code below it keeps its place for the source map.
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  return changed ? rewritten : null;
}

/** The build's plugin: `indexFile` is domain's index (domain/src/index.ts). */
export function domainImports(indexFile: string): Plugin {
  let exports: Map<string, { file: string; name: string }> | null = null;
  return {
    name: 'leave:domain-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@leave/domain')) return null;
      exports ??= domainExports(indexFile);
      const rewritten = rewriteDomainImports(code, exports);
      // Only the imports change, each on its own lines: the code keeps its place (map: null keeps the map).
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
