// `npm run build:server`: the api's and the worker's entry points as plain JavaScript for `node`
// (docs/operations.md#production-layout), bundled with esbuild into build/node/. The workspace packages
// (@leave/*, TypeScript sources) are bundled in; every npm package stays an import resolved from
// node_modules at run time. The migrations are compiled one file each into build/node/migrations/,
// where the migrator looks for them next to the bundle.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'build/node');
rmSync(out, { recursive: true, force: true });

/** Bare imports stay imports, except our own workspace packages (TypeScript, not runnable by node). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@leave/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Some packages are still CommonJS; `require` exists in the bundle for the code that calls it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

await build({
  ...common,
  bundle: true,
  plugins: [externalPackages],
  entryPoints: { server: path.join(root, 'api/src/server.ts'), worker: path.join(root, 'worker/src/main.ts') },
  outdir: out,
});

const migrations = path.join(root, 'migrations/src/migrations');
await build({
  ...common,
  bundle: false,
  entryPoints: readdirSync(migrations)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(migrations, file)),
  outdir: path.join(out, 'migrations'),
});
process.stdout.write(`built ${path.relative(root, out)}/server.js, worker.js and the migrations\n`);
