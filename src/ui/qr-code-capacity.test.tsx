import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestTexts, setLanguage } from '../i18n/index';
import { MemberCard } from '../screens/dashboard/member-card';
import { QrCode } from './qr-code';

beforeAll(async () => {
  await setLanguage('fr', 'CH');
  await requestTexts(['member']);
});

// Strings the contract lets through that no QR code holds (version 40-M takes 2,331 bytes).
const TOO_LONG = { '3,000 characters': 'A1'.repeat(1500), '100,000 characters': 'é'.repeat(100_000) };
const UNAVAILABLE = 'Ce code ne peut pas être affiché sous forme de code QR.';

describe('a code too long for a QR code', () => {
  it('is written out with "the code cannot be shown", on a ticket, an offer and the member card', () => {
    const failed: string[] = [];
    let tried = 0;
    for (const [name, value] of Object.entries(TOO_LONG)) {
      for (const where of ['qr', 'member card'] as const) {
        tried += 1;
        try {
          const { container, unmount } = render(
            where === 'qr' ? <QrCode value={value} label="Billet" /> : <MemberCard qrCode={value} />,
          );
          if (!container.textContent?.includes(UNAVAILABLE)) failed.push(`${where} ${name}: nothing said`);
          // The code stays readable as text: once, never twice on the member card.
          if (container.textContent?.split(value).length !== 2)
            failed.push(`${where} ${name}: code not shown once`);
          unmount();
        } catch (error) {
          failed.push(`${where} ${name}: threw ${String(error).slice(0, 80)}`);
        }
      }
    }
    console.log(
      `[faults] QR codes past capacity: tried ${tried}, held ${tried - failed.length}, failed ${failed.length}${failed.length ? `\n  ${failed.join('\n  ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });

  it('still draws a code that fits', () => {
    render(<QrCode value="CINE-1234" label="Billet" />);
    expect(screen.getByRole('img', { name: 'Billet' })).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});
