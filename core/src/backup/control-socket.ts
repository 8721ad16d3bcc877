// How `npm run backup` gets a consistent snapshot of an embedded database that a running server holds
// open (PGlite lives in one process, so no second process may open its folder). The server listens on a
// local socket next to its data folder (`<folder>.sock`, owner-only, never on the network); the backup
// asks it for a snapshot and the server answers with the bytes of `DatabaseHandle.snapshot()`, taken
// between two transactions. No server answering means no server runs: the backup opens the folder itself
// under the folder's lock (db/data-dir-lock.ts), which a server starting meanwhile would find taken.

import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db';
import type { Logger } from '../log';

const SNAPSHOT = 'snapshot';
/** Unix socket paths are limited to about 104 bytes (macOS) to 108 (Linux). */
const MAX_SOCKET_PATH = 100;

/** Where the server of a PGlite data folder listens. */
export function controlSocketOf(pgliteDir: string): string {
  const hash = createHash('sha256').update(path.resolve(pgliteDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\college-leave-${hash}`;
  const beside = `${path.resolve(pgliteDir)}.sock`;
  return Buffer.byteLength(beside) <= MAX_SOCKET_PATH ? beside : path.join(tmpdir(), `college-leave-${hash}.sock`);
}

export interface ControlSocket {
  close(): Promise<void>;
}

/** The running server's side: answers snapshot requests for its embedded database. */
export async function serveSnapshots(database: DatabaseHandle & { dataDir: string; snapshot(): Promise<Blob> }, log: Logger): Promise<ControlSocket> {
  const socketPath = controlSocketOf(database.dataDir);
  // This process holds the folder's lock, so a socket file left here is a crashed server's.
  if (process.platform !== 'win32') rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const command = request.slice(0, request.indexOf('\n')).trim();
      connection.removeAllListeners('data');
      if (command !== SNAPSHOT) {
        connection.end(`${JSON.stringify({ ok: false, message: `Unknown command: ${command.slice(0, 40)}` })}\n`);
        return;
      }
      void answerSnapshot(connection);
    });
  });

  async function answerSnapshot(connection: net.Socket): Promise<void> {
    try {
      const bytes = Buffer.from(await (await database.snapshot()).arrayBuffer());
      connection.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
      connection.end(bytes);
      log.info({ bytes: bytes.length }, 'database snapshot served for a backup');
    } catch (error) {
      log.error({ err: error }, 'database snapshot failed');
      connection.end(`${JSON.stringify({ ok: false, message: 'The server could not take a snapshot (see its log)' })}\n`);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (process.platform !== 'win32') chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

export class SnapshotRefusedError extends Error {
  override readonly name = 'SnapshotRefusedError';
}

/** The backup's side: the running server's snapshot, or null when no server answers for the folder. */
export function requestSnapshot(pgliteDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(controlSocketOf(pgliteDir));
    const chunks: Buffer[] = [];
    let connected = false;
    connection.on('connect', () => {
      connected = true;
      connection.write(`${SNAPSHOT}\n`);
    });
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    connection.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(10);
      let header: { ok: boolean; bytes?: number; message?: string };
      try {
        header = JSON.parse(answer.subarray(0, newline).toString('utf8')) as typeof header;
      } catch {
        reject(new SnapshotRefusedError('The server answered something that is not a snapshot'));
        return;
      }
      const body = answer.subarray(newline + 1);
      if (!header.ok) reject(new SnapshotRefusedError(header.message ?? 'The server refused the snapshot'));
      else if (body.length !== header.bytes) reject(new SnapshotRefusedError(`The snapshot arrived incomplete (${body.length} of ${header.bytes} bytes)`));
      else resolve(body);
    });
  });
}
