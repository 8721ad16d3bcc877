// SheetJS, loaded on first use. It is several megabytes of code that an api process holds for good once
// loaded, and most processes never read or write a workbook (only the imports and the templates do):
// issue 12's export target counts every megabyte of the idle api (docs/benchmarks-history.md, "Audit exports:
// memory").
import { createRequire } from 'node:module';
import type * as SheetJs from '@e965/xlsx';

let loaded: typeof SheetJs | undefined;

function sheetjs(): typeof SheetJs {
  return (loaded ??= createRequire(import.meta.url)('@e965/xlsx') as typeof SheetJs);
}

/** The SheetJS namespace, as `import * as XLSX` gives it, required the first time a member is read. */
export const XLSX = new Proxy({} as typeof SheetJs, { get: (_target, key) => Reflect.get(sheetjs(), key) });
