// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeProtocols } from './protocol';

describe('describeProtocols (the header line of npm run bench)', () => {
  it('counts the responses of each type per protocol, in the order first seen', () => {
    const seen = [
      { type: 'Document', protocol: 'h2' },
      { type: 'Script', protocol: 'h2' },
      { type: 'Script', protocol: 'h2' },
      { type: 'Fetch', protocol: 'http/1.1' },
    ];
    expect(describeProtocols(seen)).toBe('h2 (1 document, 2 script), http/1.1 (1 fetch)');
  });

  it('says when nothing was seen rather than claiming a protocol', () => {
    expect(describeProtocols([])).toBe('no response seen');
  });
});
