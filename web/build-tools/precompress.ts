// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so that the api
// serves them as they are (@fastify/static's preCompressed) instead of compressing on each request or not
// at all. Node's own zlib does the work at its highest levels: it runs once per build, not per visit.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses one file into its .br and .gz siblings; returns the bytes of each. */
export async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number } | null> {
  if ((await stat(file)).size < MIN_BYTES) return null;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: content.length, br: br.length, gz: gz.length };
}

export async function precompressDirectory(dir: string): Promise<number> {
  const pending: Promise<unknown>[] = [];
  for await (const file of filesUnder(dir)) pending.push(precompressFile(file));
  await Promise.all(pending);
  return pending.length;
}

/**
 * The Vite plugin: after a production build has written its files, compress them. It runs last (after
 * vite-plugin-pwa has built sw.js and listed the precache, whose closeBundle is sequential too), so the
 * service worker is compressed as well and never lists a compressed copy.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'leave:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
