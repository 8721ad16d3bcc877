// `npm start`'s first step: builds the web app only when what it is built from changed since the build in
// web/dist. The fingerprint covers every file the build reads (the web app's sources, the domain code it
// imports, its configuration and the lockfile); it is removed before a build and written beside dist once
// the build has finished (web/.dist-sources, not served), so an interrupted build builds again. A second start with unchanged sources goes straight to the server.
//
//   tsx web/build-tools/build-if-changed.ts          build when needed
//   tsx web/build-tools/build-if-changed.ts --check  only say whether a build is needed (exit 1 if so)

import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web/dist');
const FINGERPRINT = path.join(root, 'web/.dist-sources');

/** What the build reads: folders walked whole, and single files. */
const INPUTS = ['web/src', 'web/public', 'web/build-tools', 'domain/src', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'web/package.json', 'domain/package.json', 'package-lock.json'];
/** Files that change nothing in the bundle. */
const LEFT_OUT = /\.(test|spec|stories)\.tsx?$/;

function filesUnder(tree: string, relative: string): string[] {
  const absolute = path.join(tree, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(tree, path.join(relative, entry.name)) : entry.isFile() && !LEFT_OUT.test(entry.name) ? [path.join(relative, entry.name)] : []))
    .sort();
}

/** One hash of the path and content of every file the build reads in `tree`, and of the Node.js that builds. */
export function sourcesFingerprint(tree = root): string {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const file of INPUTS.flatMap((input) => filesUnder(tree, input))) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(tree, file)));
  }
  return hash.digest('hex');
}

function builtFrom(): string | null {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(FINGERPRINT)) return null;
  return readFileSync(FINGERPRINT, 'utf8').trim();
}

function main(): void {
  const fingerprint = sourcesFingerprint();
  const upToDate = builtFrom() === fingerprint;
  if (process.argv.includes('--check')) {
    process.stdout.write(upToDate ? 'web/dist is up to date\n' : 'web/dist needs a build\n');
    process.exit(upToDate ? 0 : 1);
  }
  if (upToDate) {
    process.stdout.write('The web app is built from these sources already (web/dist); not building it again.\n');
    return;
  }
  rmSync(FINGERPRINT, { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', '@leave/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(FINGERPRINT, `${fingerprint}\n`);
}

if (process.argv[1]?.endsWith('build-if-changed.ts')) main();
