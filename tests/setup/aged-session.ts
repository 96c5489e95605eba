// A member who signed in hours ago: the page swaps its session cookie's token for one the demo API
// issued while its clock was moved back (a refresh, so the same member), as a phone holds it at the
// cinema door after the token's life and margin. Same cookie name, domain and flags as the site's.

/** Page-script body (a function body that returns the new token): run it while the API's clock is back. */
export const AGE_SESSION = `
  const cookies = document.cookie.split('; ');
  const xsrf = decodeURIComponent((cookies.find((c) => c.startsWith('XSRF-TOKEN=')) || '').slice(11));
  const session = cookies.find((c) => c.startsWith('cine_session='));
  if (!session) throw new Error('no session cookie');
  const raw = session.slice('cine_session='.length);
  const jwt = JSON.parse(decodeURIComponent(raw)).jwt;
  return fetch('/api/fr/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ token: jwt }),
  })
    .then((answer) => answer.json())
    .then(({ token }) => {
      if (!token) throw new Error('the API issued no token');
      const flags = '; Path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
      document.cookie = 'cine_session=' + raw.replace(jwt, token) + '; Domain=' + location.hostname + flags;
      return token;
    });
`;

/** Page-script body returning the session cookie's token ('' when there is none). */
export const SESSION_JWT =
  "const c = document.cookie.split('; ').find((c) => c.startsWith('cine_session=')); return c ? JSON.parse(decodeURIComponent(c.slice(13))).jwt : '';";

/** Seconds from now to a JWT's expiry (negative once expired), read without checking it. */
export function secondsLeft(token: string, now = Date.now()): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return Math.round(payload.exp - now / 1000);
}
