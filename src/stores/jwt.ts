import { InvalidTokenError, jwtDecode } from 'jwt-decode';

/**
 * The claims of a JWT, unverified (the server verifies; the client only reads expiry and names).
 * Throws `InvalidTokenError` when the token is not three dot-separated parts or its payload is not
 * base64url JSON (jwt-decode reads only the second part, so the part count is checked here).
 */
export function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.').length;
  if (parts !== 3) throw new InvalidTokenError(`Invalid token specified: ${parts} parts, expected 3`);
  return jwtDecode<unknown>(token);
}
