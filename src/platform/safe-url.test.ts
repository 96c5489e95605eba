// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-url';

const options = {
  origin: 'https://www.pathe.ch',
  allowedOrigins: ['https://tickets.pathe.ch', 'https://partner.example/', 'http://be.localhost:5173'],
};

describe('safeReturnUrl accepts', () => {
  it.each([
    ['/fr/e-tickets', 'https://www.pathe.ch/fr/e-tickets'],
    ['fr/profile?tab=1#top', 'https://www.pathe.ch/fr/profile?tab=1#top'],
    ['https://www.pathe.ch/de', 'https://www.pathe.ch/de'],
    ['https://tickets.pathe.ch/order/42', 'https://tickets.pathe.ch/order/42'],
    ['https://partner.example/back', 'https://partner.example/back'],
    ['https://TICKETS.pathe.ch:443/x', 'https://tickets.pathe.ch/x'],
    ['http://be.localhost:5173/fr', 'http://be.localhost:5173/fr'],
    ['/%2F%2Fevil.example', 'https://www.pathe.ch/%2F%2Fevil.example'],
    // Same scheme without slashes is a relative path to the URL parser, so it stays on this site.
    ['https:evil.example', 'https://www.pathe.ch/evil.example'],
  ])('%s', (value, expected) => {
    expect(safeReturnUrl(value, options.allowedOrigins, options.origin)).toBe(expected);
  });

  it('same-origin http pages (the demo on localhost)', () => {
    const local = { origin: 'http://localhost:5173', allowedOrigins: [] };
    expect(safeReturnUrl('/fr', local.allowedOrigins, local.origin)).toBe('http://localhost:5173/fr');
  });

  it('an allowlist alone, against this page', () => {
    expect(safeReturnUrl('/fr/login', ['https://tickets.pathe.ch'])).toBe(`${location.origin}/fr/login`);
  });
});

describe('safeReturnUrl rejects', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript\u200b:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['blob:https://www.pathe.ch/uuid'],
    ['file:///etc/passwd'],
    ['//evil.example/x'],
    ['//tickets.pathe.ch/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https:\\\\evil.example'],
    ['https://evil.example'],
    ['https://tickets.pathe.ch.evil.example/'],
    ['https://tickets.pathe.ch@evil.example/'],
    ['https://user:pw@tickets.pathe.ch/'],
    ['http://tickets.pathe.ch/'],
    ['http://www.pathe.ch.evil.example'],
    ['http://sn.localhost:5173/fr'],
    ['/fr/ x'],
    [''],
    [`/${'a'.repeat(3000)}`],
  ])('%j', (value) => {
    expect(safeReturnUrl(value, options.allowedOrigins, options.origin)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [{ href: '/fr' }]])('a non-string %j', (value) => {
    expect(safeReturnUrl(value, options.allowedOrigins, options.origin)).toBeUndefined();
  });
});
