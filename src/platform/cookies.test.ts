// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

// A document stand-in that records what writeCookie sets, since browsers hide cookie attributes.
function recordingDocument(hostname = 'www.pathe.ch', protocol = 'https:') {
  const written: string[] = [];
  return {
    written,
    doc: {
      location: { hostname },
      URL: `${protocol}//${hostname}/account`,
      get cookie() {
        return 'a=1; session=%7B%22jwt%22%3A%22x.y.z%22%7D; broken=%E0%A4%A';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document,
  };
}

beforeEach(() => {
  for (const name of ['fav', 'x']) deleteCookie(name);
});

describe('cookies', () => {
  it('reads and decodes a cookie by exact name', () => {
    const { doc } = recordingDocument();
    expect(readCookie('session', doc)).toBe('{"jwt":"x.y.z"}');
    expect(readCookie('a', doc)).toBe('1');
    expect(readCookie('sess', doc)).toBeUndefined();
    expect(readCookie('broken', doc)).toBe('%E0%A4%A');
  });

  it('writes the session cookie Secure, SameSite=Lax, root path, on the shared domain', () => {
    const { doc, written } = recordingDocument();
    writeCookie('session', '{"jwt":"t"}', { days: 7, domain: '.pathe.ch' }, doc);
    expect(written[0]).toBe(
      'session=%7B%22jwt%22%3A%22t%22%7D; Path=/; SameSite=Lax; Max-Age=604800; Domain=pathe.ch; Secure',
    );
  });

  it('writes SameSite=None; Secure; Partitioned inside an iframe', () => {
    const { doc, written } = recordingDocument();
    writeCookie('session', 'v', { partitioned: true }, doc);
    expect(written[0]).toBe('session=v; Path=/; SameSite=None; Secure; Partitioned');
  });

  // WebKit refuses Secure cookies over http, even on localhost (the demo as npm run demo prints it).
  it('leaves out Secure over plain http on *.localhost only, and keeps it in an iframe', () => {
    const written = (hostname: string, protocol: string, partitioned = false) => {
      const { doc, written } = recordingDocument(hostname, protocol);
      writeCookie('session', 'v', { partitioned }, doc);
      return written[0];
    };
    expect(written('ch.localhost', 'http:')).toBe('session=v; Path=/; SameSite=Lax');
    expect(written('localhost', 'http:')).toBe('session=v; Path=/; SameSite=Lax');
    expect(written('ch.localhost', 'https:')).toBe('session=v; Path=/; SameSite=Lax; Secure');
    expect(written('www.pathe.ch', 'http:')).toBe('session=v; Path=/; SameSite=Lax; Secure');
    expect(written('localhost.evil.test', 'http:')).toBe('session=v; Path=/; SameSite=Lax; Secure');
    expect(written('ch.localhost', 'http:', true)).toBe(
      'session=v; Path=/; SameSite=None; Secure; Partitioned',
    );
  });

  it('leaves out a shared domain the page is not inside (the browser would drop the cookie)', () => {
    const { doc, written } = recordingDocument('be.localhost');
    writeCookie('session', 'v', { domain: '.pathe.ch' }, doc);
    expect(written[0]).not.toContain('Domain=');
  });

  it('round-trips through the real document and deletes', () => {
    writeCookie('fav', 'a b;c');
    expect(readCookie('fav')).toBe('a b;c');
    deleteCookie('fav');
    expect(readCookie('fav')).toBeUndefined();
  });
});
