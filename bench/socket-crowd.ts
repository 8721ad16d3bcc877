// The crowd of connected sockets of the push-latency benchmark, in a process of its own: in production
// the browsers that receive a push are on other machines, so the work of reading their copies of each
// message must not land on the event loop of the api nodes under test (nor on the watcher's). Started by
// bench/performance.ts with fork(); it connects `count` admin sockets to `url`, says 'ready' when every
// one has had `live:ready`, and closes them all when told 'close' (or when its parent goes away).

import type { Socket } from 'socket.io-client';
import { admittedSocket } from './live-socket';

interface CrowdOrder {
  url: string;
  token: string;
  count: number;
}

export type CrowdMessage = { ready: true } | { failed: string };

const send = (message: CrowdMessage) => process.send?.(message);

async function gather({ url, token, count }: CrowdOrder): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // Fifty at a time: a thousand handshakes at once would time out on a 2-core machine.
  for (let first = 0; first < count; first += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - first) }, async () => {
        sockets.push(await admittedSocket(url, token));
      }),
    );
  }
  return sockets;
}

process.once('message', (order: CrowdOrder) => {
  gather(order).then(
    (sockets) => {
      const close = () => {
        for (const socket of sockets) socket.close();
        process.exit(0);
      };
      process.on('message', (message) => message === 'close' && close());
      process.once('disconnect', close);
      send({ ready: true });
    },
    (error: unknown) => {
      send({ failed: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});
