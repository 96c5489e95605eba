import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../src/platform/safe-url';
import { redirectPayloads, SAFE_RETURNS } from './redirects';

// Open redirects, below the browser: the check every return URL goes through (the e2e suite drives the pages).
const origin = 'http://ch.localhost:5273';
const options = { origin, allowedOrigins: ['https://partner.example'] };

describe('open-redirect payloads through safeReturnUrl', () => {
  it('never lets one lead off-site or to a script; same-origin ones stay same-origin', () => {
    const payloads = redirectPayloads('ch.localhost:5273');
    const failed = payloads.filter((payload) => {
      const safe = safeReturnUrl(payload, options.allowedOrigins, options.origin);
      return safe !== undefined && new URL(safe).origin !== origin;
    });
    console.log(
      `[open-redirects] safeReturnUrl: tried ${payloads.length}, held ${payloads.length - failed.length}, failed ${failed.length}`,
    );
    expect(failed).toEqual([]);
    expect(payloads.length).toBeGreaterThanOrEqual(60);
  });

  it('still accepts this origin and the allowlist', () => {
    for (const path of SAFE_RETURNS)
      expect(safeReturnUrl(path, options.allowedOrigins, options.origin)).toBe(`${origin}${path}`);
    expect(safeReturnUrl('https://partner.example/after', options.allowedOrigins, options.origin)).toBe(
      'https://partner.example/after',
    );
  });
});
