// A Socket.IO client of the benchmarks, as the web app connects one: a person's token, WebSocket only, no
// reconnection. Used by the push-latency watcher and crowd, and by the screens of the commands' layout.
import { io as connect, type Socket } from 'socket.io-client';

/** A socket on the api node at `url`, resolved once the node has admitted it (`live:ready`); closed if it is refused. */
export function admittedSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('live:ready', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
