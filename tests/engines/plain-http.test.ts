import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { demoAccount } from '../setup/demo';
import { pickPort } from '../setup/free-port';
import { ENGINE, see, signInWith, waitUrl, withBrowser } from './harness';

const browser = withBrowser();
// The demo as `npm run demo` prints it: plain http (the suite's own demo is https, docs/demo.md "HTTPS").
let server: RunningServer | undefined;
let port = 0;
beforeAll(async () => {
  // Two beside the suite's own demo (the offline test takes the next one) when the run pins its ports.
  port = pickPort(Number(process.env.ENGINES_PORT) + 2 || 0);
  server = await startServer({ port, mode: 'prod', memory: true });
  // A second demo's in-memory database starts slowly on a busy machine (60 s were not enough).
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe(`the demo over plain http, as printed (${ENGINE})`, () => {
  it('a member signs in over http://ch.localhost and the session survives a reload', async () => {
    const { s } = browser;
    const url = (path: string) => `http://ch.localhost:${port}${path}`;
    await s.goto(url('/de/login'));
    await see(s, 'Anmelden');
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await waitUrl(s, /ch\.localhost:\d+\/de$/, 20_000);
    await see(s, 'Hallo Léa');
    expect(await s.run<string>('return document.cookie')).toMatch(/cine_session=/);
    await s.goto(url('/de'));
    await see(s, 'Hallo Léa');
  });
});
