// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onFreePort, pickPort, portFromEnv } from './free-port';

// The e2e server takes a free port when its usual one (5273) is taken.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Occupies a port the way another program would (every interface, IPv4 and IPv6). */
function occupy(port = 0): Promise<number> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('the e2e port', () => {
  it('keeps the preferred port when it is free', async () => {
    const port = await occupy();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(pickPort(port)).toBe(port);
  });

  it('takes another free port when the preferred one is taken', async () => {
    const taken = await occupy();
    const port = pickPort(taken);
    expect(port).not.toBe(taken);
    // The port it gives can really be listened on.
    await expect(occupy(port)).resolves.toBe(port);
  });

  it('reuses the port already in the environment, so workers agree with the main process', () => {
    const env: Record<string, string | undefined> = { E2E_PORT: '6123' };
    expect(portFromEnv(env, 'E2E_PORT', 5273)).toBe(6123);
    const fresh: Record<string, string | undefined> = {};
    const picked = portFromEnv(fresh, 'E2E_PORT', 0);
    expect(fresh.E2E_PORT).toBe(String(picked));
    expect(portFromEnv(fresh, 'E2E_PORT', 0)).toBe(picked);
  });
});

describe('a server started on a free port', () => {
  it('takes another port when the one it was given is taken before it binds', async () => {
    const tried: number[] = [];
    const started = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1)
        throw Object.assign(new Error(`listen EADDRINUSE :::${port}`), { code: 'EADDRINUSE' });
      return { name: 'next' };
    });
    expect(tried).toHaveLength(2);
    expect(started).toEqual({ started: { name: 'next' }, port: tried[1] });
  });

  it('gives up on any other failure at once', async () => {
    let tries = 0;
    const failing = onFreePort(async () => {
      tries++;
      throw new Error('next start exited (1)');
    });
    await expect(failing).rejects.toThrow('exited');
    expect(tries).toBe(1);
  });
});
