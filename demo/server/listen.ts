import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import { createH2Server } from './h2';
import type { TlsPair } from './tls';

/** node:http's and node:https's servers, or node:http2's with the same way to drop its connections. */
export type Listening = Server & { closeAllConnections(): void };

/** Plain HTTP/1.1 by default, https with `tls`, HTTP/2 over that with `http2` too (issue 22 point 8). */
export function createListening(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  tls: TlsPair | undefined,
  http2: boolean | undefined,
): Listening {
  if (tls) return http2 ? createH2Server(tls, handler) : createTlsServer(tls, handler);
  return createServer(handler);
}

/** Listens on `host`, resolving with the port (the one picked when `port` is 0). */
export function listen(server: Listening, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
