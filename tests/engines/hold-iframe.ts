import type { Session } from './session';

// In-page probes of the iframe checks (tests/e2e/hold-iframe.spec.ts), as source text for both drivers.

/**
 * Posts `count` forged or malformed messages (fake outcomes, tokens, navigations, prototype keys, a huge
 * and a deep one): from a host page into its `#account-frame` with the frame's origin as target, or on
 * the session's BroadcastChannel from the frame's own origin. Returns how many were sent.
 */
export const sendForged = (s: Session, count: number, channel: boolean, token: string) =>
  s.run<number>(
    `const [count, channel, token] = arguments;
const shapes = [null, 0, Number.NaN, true, '', 'LOGIN_SUCCESSFUL', '{"code":"LOGIN_SUCCESSFUL"}', '*', [], {},
  { code: 'LOGIN_SUCCESSFUL', success: true, token }, { type: 'logout' }, { type: 'navigate', to: 'https://evil.test' },
  { type: 'setToken', token }, { jwt: token }, { v: 1, type: 'loggedIn', payload: { token } }, { v: 1, type: 'logout' },
  { returnUrl: 'https://evil.test' }, { lang: 'xx' }, JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } }, { code: 'x'.repeat(100000) },
  { deep: JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500)) }, { type: 'login', token: 'not.a.jwt' }, { type: 'login', token: 42 }];
const frame = document.getElementById('account-frame');
const bus = channel ? new BroadcastChannel('cine-session') : undefined;
for (let i = 0; i < count; i++) {
  const message = shapes[i % shapes.length];
  if (bus) bus.postMessage(message);
  else frame.contentWindow.postMessage(message, new URL(frame.src).origin);
}
if (bus) bus.close();
return count;`,
    count,
    channel,
    token,
  );

/** What a host page logged (demo/pages/iframe-host.ts: every message it received, with its origin). */
export const hostLog = (s: Session) =>
  s.run<{ origin: string; text: string }[]>(
    "return [...document.querySelectorAll('#message-log li')].map((li) => ({ origin: li.dataset.origin, text: li.textContent }));",
  );

/** Whether the login call of this document has been answered (Resource Timing, any engine). */
export const loginAnswered = (s: Session) =>
  s.run<boolean>(
    "return performance.getEntriesByType('resource').some((e) => /\\/api\\/\\w+\\/login$/.test(new URL(e.name).pathname) && e.responseEnd > 0);",
  );
