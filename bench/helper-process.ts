// The benchmark's helper processes (api nodes, the worker, the socket crowd), each forked from a file of
// bench/ as production runs them apart: no node's work lands on another's event loop.

import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * A helper process of the benchmark (bench/<file>), forked with `env` added and sent `order` if any: its
 * first message, once `ready` accepts it (a 'failed' one or an exit rejects), and `close`, which tells it
 * 'close' and waits for it to exit. `what` names it in errors.
 */
export async function helperProcess<M extends object>(
  file: string,
  what: string,
  ready: (message: M) => string | null,
  { env = {}, order }: { env?: Record<string, string>; order?: object } = {},
): Promise<{ message: M; pid: number; close(): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, file), { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const message = await new Promise<M>((resolve, reject) => {
      child.once('message', (message: M) => {
        const failed = ready(message);
        if (failed === null) resolve(message);
        else reject(new Error(`${what}: ${failed}`));
      });
      child.once('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
      if (order) child.send(order);
    });
    return {
      message,
      pid: child.pid!,
      close: async () => {
        if (child.connected) child.send('close');
        await exited;
      },
    };
  } catch (error) {
    child.kill();
    throw error;
  }
}
