import { describe, expect, it } from 'vitest';
import {
  at,
  choose,
  click,
  count,
  dismissPrivacy,
  ENGINE,
  fieldValue,
  focused,
  nextMail,
  see,
  seen,
  signIn,
  until,
  withBrowser,
} from './harness';

const browser = withBrowser();

describe(`a member's screens (${ENGINE})`, () => {
  it('dashboard: card, loyalty, My films, and a rating saved and kept after a reload', async () => {
    const { s } = browser;
    await signIn(s, 'tn', 'fr');
    await see(s, 'Bonjour Youssef');
    await see(s, 'Mes films');
    await until(s, async () => (await count(s, '[part="film"]')) >= 8, 'My films never listed 8 films');
    const rating = '[part="film"] select';
    const before = (await fieldValue(s, rating, 7)) ?? '';
    const next = before === '3' ? '1' : '3';
    await choose(s, rating, next, 7);
    await see(s, 'Vos modifications ont été enregistrées.');
    await s.goto(at('tn', '/fr'));
    await dismissPrivacy(s);
    await until(
      s,
      async () => (await fieldValue(s, rating, 7)) === next,
      'the rating was not kept after a reload',
    );
    await choose(s, rating, before, 7);
    await see(s, 'Vos modifications ont été enregistrées.');
  });

  it('e-tickets: orders with QR codes, the QR in full screen closed by Escape, and the resend e-mail', async () => {
    const { s } = browser;
    await signIn(s, 'ch', 'de');
    await s.goto(at('ch', '/de/e-tickets'));
    await see(s, 'Meine E-Tickets');
    await see(s, 'Bestätigt');
    expect(await count(s, '[part~="order"] [part~="qr-code"]')).toBeGreaterThan(0);
    await click(s, '[part~="order"] button', 'Im Vollbild zeigen');
    await until(s, async () => (await count(s, 'dialog[open] [part~="qr-code"]')) === 1, 'no full-screen QR');
    const width = await s.run<number>(
      "const r = [document]; for (let i = 0; i < r.length; i++) for (const e of r[i].querySelectorAll('*')) if (e.shadowRoot) r.push(e.shadowRoot); const qr = r.flatMap((x) => [...x.querySelectorAll('dialog[open] [part~=\"qr-code\"]')])[0]; return qr.getBoundingClientRect().width;",
    );
    expect(width).toBeGreaterThan(300);
    await s.press('Escape');
    await until(
      s,
      async () => (await count(s, 'dialog[open]')) === 0,
      'Escape did not close the full-screen QR',
    );
    expect(await focused(s)).toContain('Im Vollbild zeigen');
    await s.goto(at('ch', '/en/e-tickets'));
    await click(s, '[part~="order"] button', 'Send the ticket e-mail again');
    await see(s, 'We have sent the ticket e-mail again.');
    // No app banner on a door screen: nothing lies over the codes.
    expect(await seen(s)).not.toContain('Get it on Google Play');
    const mail = await nextMail('demo.ch@cine.test', 'ticket');
    expect(mail.text).toMatch(/T\d+/);
  });

  it('loyalty: the offer with its QR code and the points earned, five more per click', async () => {
    const { s } = browser;
    await signIn(s, 'ch', 'de');
    await s.goto(at('ch', '/de/loyalty-program'));
    await see(s, 'Treueprogramm');
    await see(s, 'Freunde-Angebot: ein Gratisplatz');
    await see(s, 'Verbleibende Punkte für dieses Angebot');
    expect(await count(s, '[part="offer"] [part~="qr-code"]')).toBe(1);
    await until(
      s,
      async () => (await count(s, '[part~="points-earned"] li')) === 10,
      'not 10 points entries',
    );
    await click(s, '[part~="points-earned"] button', 'Mehr gesammelte Punkte zeigen');
    await until(
      s,
      async () => (await count(s, '[part~="points-earned"] li')) === 15,
      'not 15 entries after one click',
    );
    expect(await seen(s)).toContain('Treueprogramm');
  });
});
