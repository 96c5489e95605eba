import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { pickPort } from '../setup/free-port';

/** A demo of a test's own behind a relay the test can cut, and an API clock it can move. */
export interface CutDemo {
  /** `https://ch.localhost:<relay port><path>`. */
  url(path: string): string;
  /** Milliseconds added to the API's clock (negative: tokens issued in the past). */
  shift: number;
  /** No network: open connections drop, new ones are refused; the browser still says online. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * Neither protocol here can set a browser offline: cutting a relay in front of the demo is how a
 * phone with signal and no network looks to the page. `offset` picks the relay's port beside the
 * suite's own demo when the run pins its ports (ENGINES_PORT + offset).
 */
export async function startCutDemo(offset: number): Promise<CutDemo> {
  let shift = 0;
  let cut = false;
  const open = new Set<Socket>();
  const server: RunningServer = await startServer({
    port: pickPort(0),
    mode: 'prod',
    memory: true,
    tls: selfSignedCert(join('.demo-data', 'tls')),
    now: () => Date.now() + shift,
  });
  const relay = createServer((socket) => {
    if (cut) return socket.destroy();
    const upstream = connect(server.port, '127.0.0.1');
    for (const end of [socket, upstream]) {
      open.add(end);
      end.on('close', () => open.delete(end));
      end.on('error', () => end.destroy());
    }
    socket.pipe(upstream).pipe(socket);
  });
  const port = pickPort(Number(process.env.ENGINES_PORT) + offset || 0);
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  const drop = () => {
    cut = true;
    for (const socket of open) socket.destroy();
  };
  return {
    url: (path) => `https://ch.localhost:${port}${path}`,
    get shift() {
      return shift;
    },
    set shift(value) {
      shift = value;
    },
    cut: drop,
    restore: () => {
      cut = false;
    },
    async close() {
      // Kept-alive connections would hold the relay open.
      drop();
      await new Promise((resolve) => relay.close(resolve));
      await server.close();
    },
  };
}
