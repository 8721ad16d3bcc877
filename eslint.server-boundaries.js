// Import boundaries of the server packages (docs/architecture.md), spread into eslint.config.js:
// - domain/ is pure: no I/O, no framework, no `node:` module, no other package of ours;
// - migrations/ import no app code (only Kysely);
// - core/ imports domain and migrations, never the api, the worker or a process's framework;
// - worker/ never imports the api;
// - api/ imports the worker only in src/job-runtime.ts, which wires the job runtime;
// - api/ and worker/ never import migrations/: the tables' rows stay with their owners in core/, which
//   answer domain values (issue 42; the migrate command runs core's schema function);
// - no package reaches into another by a relative path, and bench/ never imports any package's tests.
// A file gets one 'no-restricted-imports' entry holding every pattern that applies to it (a later entry
// for the same file would replace an earlier one, not add to it).

/** Deepest folder nesting inside a package that the rules cover. */
const MAX_DEPTH = 6;

const forbid = (regex, message) => ({ regex, message });

const IO_AND_FRAMEWORKS = [
  'kysely',
  'pg',
  '@electric-sql/pglite',
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/.+',
  'bullmq',
  'ioredis',
  'socket\\.io',
  'socket\\.io-client',
  '@socket\\.io/.+',
  'pino',
  'argon2',
  '@e965/xlsx',
  'nodemailer',
];
const BUILTINS = ['fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'zlib', 'url', 'stream', 'worker_threads', 'perf_hooks'];

const noOurPackages = (who, packages, why) => forbid(`^@leave/(${packages.join('|')})(/|$)`, `${who} ${why}`);

const noRows = (who) =>
  noOurPackages(who, ['migrations'], "never sees a table's row: its owner in core/ answers domain values (an Account, a LeaveApplication); ask it for what you need.");

/** Each package and the imports it may not make, besides leaving its folder by a relative path. */
const packages = {
  domain: [
    forbid(`^(${IO_AND_FRAMEWORKS.join('|')})(/|$)`, 'domain/ does no I/O and uses no framework: the time, ids and data arrive as arguments.'),
    forbid(`^(node:|(${BUILTINS.join('|')})(/|$))`, 'domain/ runs in the browser too: no Node module.'),
    noOurPackages('domain/', ['core', 'api', 'worker', 'migrations', 'web'], 'is imported by the others and imports none of them.'),
  ],
  migrations: [noOurPackages('migrations/', ['domain', 'core', 'api', 'worker', 'web'], 'never import app code: a migration must run the same way for ever.')],
  core: [
    noOurPackages('core/', ['api', 'worker', 'web'], 'serves the api and the worker and imports neither: pass what it needs in.'),
    forbid('^(fastify|fastify-plugin|fastify-type-provider-zod|@fastify/.+|bullmq|socket\\.io)(/|$)', "core/ is shared by both processes: HTTP belongs to api/, BullMQ's workers to worker/."),
  ],
  worker: [noOurPackages('worker/', ['api', 'web'], 'never imports the api: what both need lives in core/.'), noRows('worker/')],
  api: [noOurPackages('api/', ['web'], 'serves the built web app; it never imports it.'), noRows('api/')],
};

const noWorkerInApi = noOurPackages('api/', ['worker'], 'imports the worker only in src/job-runtime.ts, where the job runtime is wired.');
const JOB_RUNTIME = 'api/src/job-runtime.ts';

/** A file `depth` folders below its package's root leaves the package with `depth + 1` '../'. */
const noLeaving = (depth) =>
  forbid(`^(\\.\\./){${depth + 1}}`, 'A relative import may not leave its package: import another package by its name (@leave/...), so the boundaries apply.');

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const packageConfigs = Object.entries(packages).flatMap(([name, patterns]) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`${name}/${'*/'.repeat(depth)}*.{ts,js}`],
    ignores: [JOB_RUNTIME],
    rules: rule([...patterns, ...(name === 'api' ? [noWorkerInApi] : []), noLeaving(depth)]),
  })),
);
const jobRuntimeConfig = { files: [JOB_RUNTIME], rules: rule([...packages.api, noLeaving(1)]) };

// Inside domain/, the contracts (wire schemas, DTOs, messages) sit below the permission rules, which read
// their types: a contract importing the permissions would close an import circle again (docs/architecture.md).
const contractsConfig = {
  files: ['domain/src/contracts/*.{ts,js}'],
  rules: rule([
    ...packages.domain,
    noLeaving(2),
    forbid('^\\.\\./people/permissions$', 'domain/src/contracts sits below the permission rules, which import its types: take what a contract needs from people/roles.'),
  ]),
};

const benchConfig = {
  files: ['bench/**/*.ts'],
  rules: rule([
    forbid('^@leave/[^/]+/test(/|$)', "bench/ runs the product; it never imports a package's tests (core/testing is there to be shared)."),
    forbid('^(\\.\\./)+(domain|migrations|core|api|worker|web)/', 'bench/ imports the packages by their names (@leave/...), never their files.'),
  ]),
};

export default [...packageConfigs, jobRuntimeConfig, contractsConfig, benchConfig];
