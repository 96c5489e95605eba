import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCaptcha } from '../platform/captcha';
import { Captcha } from './captcha';
import { QrCode } from './qr-code';

describe('Captcha', () => {
  it('shows the dev provider as a real checkbox whose state decides the challenge', async () => {
    const provider = createCaptcha(undefined);
    render(<Captcha provider={provider} error="Tick the box" />);
    const box = await waitFor(() => screen.getByRole('checkbox'));
    await expect(provider.getChallenge()).rejects.toThrow();
    fireEvent.click(box);
    await expect(provider.getChallenge()).resolves.toBe('dev-pass');
    expect(screen.getByText('Tick the box')).toBeTruthy();
  });
});

describe('QrCode', () => {
  it('is an image named by its label, drawn with a quiet zone', () => {
    render(<QrCode value="CINE-ORDER-123456" label="Ticket QR code" size={160} />);
    const svg = screen.getByRole('img', { name: 'Ticket QR code' });
    // Version 2 is 25 modules, plus 4 quiet modules on each side (scanning: qr-code.test.tsx).
    expect(svg.getAttribute('viewBox')).toBe('0 0 33 33');
    expect(svg.getAttribute('width')).toBe('160');
    expect(svg.querySelector('path')?.getAttribute('transform')).toBe('translate(4 4)');
  });
});
