import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract/headers';
import { OutboxResponse } from '../../src/api/contract/outbox';
import { createMemberBody, SESSION_COOKIE } from '../setup/demo';
import { click, until, waitUrl } from './harness';
import { FIRST_PASSWORD, newEmail } from './members';
import type { Session } from './session';

// What the cross-engine attack specs share: the door's kept snapshots, the demo's fault cookie, and a
// member of its own made from the page, so it works on any demo (a test's own one behind a relay too).

const KEPT =
  "return caches.has('cine-account-door').then((has) => has ? caches.open('cine-account-door').then((c) => c.keys()).then((keys) => keys.map((r) => decodeURIComponent(new URL(r.url).pathname)).sort()) : []);";
/** The door snapshots this origin keeps, as `/__door/<member>/<path>` (Cache Storage, read from the page). */
export const kept = (s: Session): Promise<string[]> => s.run<string[]>(KEPT);

/** Waits until the worker keeps a snapshot whose key ends with `path` (its member's own). */
export const keptFor = (s: Session, path: string) =>
  until(s, async () => (await kept(s)).some((key) => key.endsWith(path)), `no door snapshot of ${path} kept`);

/** Sets (or with '' clears) the demo's fault cookie on the page's host (docs/demo.md "Fault injection"). */
export const setFault = (s: Session, fault: string) =>
  s.run(
    `document.cookie = 'cine-demo-fault=' + encodeURIComponent(arguments[0]) + '; Path=/; Secure' + (arguments[0] ? '' : '; Max-Age=0');`,
    fault,
  );

/** The session cookie gone without a sign-out, as when it expires (host-only and shared-domain copies). */
export const dropSession = (s: Session) =>
  s.run(
    `for (const domain of ['', '; Domain=' + location.hostname]) document.cookie = '${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure' + domain;`,
  );

/** Signs out through the user menu (French) and waits for the catalogue. */
export async function signOut(s: Session, firstName: string): Promise<void> {
  await click(s, 'cine-user-menu >> button', firstName);
  await click(s, 'cine-user-menu >> button', 'Se déconnecter');
  await waitUrl(s, /\/catalogue\/fr$/, 20_000);
}

// From the page, as the elements call: same origin, the XSRF cookie echoed in its header.
const API = `const [path, body, cookie, header] = arguments;
const xsrf = (document.cookie.match(new RegExp('(?:^|; )' + cookie + '=([^;]*)')) || [])[1] || '';
const init = body ? { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', [header]: xsrf } } : {};
return fetch(path, init).then(async (r) => ({ status: r.status, json: await r.json() }));`;
type Answer = { status: number; json: Record<string, unknown> };
const api = (s: Session, path: string, body?: object) =>
  s.run<Answer>(API, path, body ?? null, XSRF_COOKIE, XSRF_HEADER);

/**
 * A Swiss member of its own, made through the API of the page's origin (activate-member, the
 * e-mailed code from the dev outbox, create-member), as tests/engines/members.ts does from Node.
 */
export async function createMemberHere(s: Session, firstName: string) {
  const email = newEmail('hold');
  const { json } = await api(s, '/api/en/cinemas');
  const activated = await api(s, '/api/en/activate-member', { email, firstName, challenge: 'dev-pass' });
  if (activated.status !== 200) throw new Error(`activate-member answered ${activated.status}`);
  let code: string | undefined;
  await until(
    s,
    async () => {
      const outbox = OutboxResponse.parse(
        (await api(s, `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json,
      );
      code = outbox.messages.find((m) => m.kind === 'activation')?.code;
      return Boolean(code);
    },
    `no activation code for ${email}`,
  );
  const cinema = (json as { cinemas: { id: string }[] }).cinemas[0]?.id;
  const body = createMemberBody('ch', { email, password: FIRST_PASSWORD, firstName, code, cinema });
  const created = await api(s, '/api/en/create-member', body);
  if (created.status !== 200) throw new Error(`create-member answered ${created.status}`);
  return { email, password: FIRST_PASSWORD };
}
