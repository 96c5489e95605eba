/**
 * The claims of a JWT, unverified (the server verifies; the client only reads expiry and names).
 * Throws when the payload is not base64url JSON. Replaces jwt-decode: 0.4 KB gzip on every page.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  let text = binary;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: some issuers encode Latin-1 claims; read the bytes as they are, like jwt-decode.
  }
  return JSON.parse(text);
}
