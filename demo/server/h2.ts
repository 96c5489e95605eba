import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { Socket } from 'node:net';
import type { TlsPair } from './tls';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An HTTP/2 server that, like node:http's, can drop every open connection at once on close. */
export type H2Server = Http2SecureServer & { closeAllConnections(): void };

/**
 * HTTP/2 over TLS, as every production CDN serves (browsers speak h2 only over TLS), and HTTP/1.1
 * on the same port for clients that do not offer h2 (ALPN). The demo's handler only uses what the
 * compatibility API shares with node:http (url, method, headers, writeHead, end), and its Hono
 * listeners take both kinds of request (issue 22 point 8).
 */
export function createH2Server(tls: TlsPair, handler: Handler): H2Server {
  const compat = handler as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void;
  const server = createSecureServer({ ...tls, allowHTTP1: true }, compat);
  // node:http2 has no closeAllConnections: keep the sockets, so close() never waits on an idle session.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return Object.assign(server, {
    closeAllConnections() {
      for (const socket of sockets) socket.destroy();
    },
  });
}
