import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, createCaptcha, type Grecaptcha } from './captcha';

const recaptchaSettings = (invisible: boolean) => ({
  provider: 'recaptcha' as const,
  publicKey: 'site-key',
  invisible,
});

function fakeGrecaptcha(answer = 'token-from-google') {
  let params: Parameters<Grecaptcha['render']>[1] | undefined;
  const api = {
    render: vi.fn((_container: HTMLElement, p: Parameters<Grecaptcha['render']>[1]) => {
      params = p;
      return 7;
    }),
    execute: vi.fn(() => params?.callback(answer)),
    getResponse: vi.fn(() => ''),
    reset: vi.fn(),
  };
  (window as { grecaptcha?: unknown }).grecaptcha = api;
  return { api, params: () => params };
}

describe('dev captcha', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows an "I am not a robot" checkbox that must be ticked', async () => {
    const captcha = createCaptcha({ provider: 'dev', publicKey: '', invisible: false });
    const container = document.body.appendChild(document.createElement('div'));
    await captcha.mount(container, { invisible: false, lang: 'en', label: 'I am not a robot' });
    const box = container.querySelector('input[type=checkbox]') as HTMLInputElement;
    expect(box.closest('label')?.textContent).toContain('I am not a robot');
    await expect(captcha.getChallenge()).rejects.toEqual(new CaptchaError('Captcha.Required'));
    box.click();
    await expect(captcha.getChallenge()).resolves.toBe('dev-pass');
    captcha.reset();
    expect(box.checked).toBe(false);
  });

  it('passes at once when invisible, and without settings', async () => {
    const captcha = createCaptcha(undefined);
    const container = document.createElement('div');
    await captcha.mount(container, { invisible: true, lang: 'fr', label: 'I am not a robot' });
    expect(container.childElementCount).toBe(0);
    await expect(captcha.getChallenge()).resolves.toBe('dev-pass');
  });
});

describe('reCAPTCHA v2 adapter', () => {
  afterEach(() => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('renders the visible widget with the public key and reads its response', async () => {
    const { api, params } = fakeGrecaptcha();
    const captcha = createCaptcha(recaptchaSettings(false));
    expect(captcha.kind).toBe('recaptcha');
    const container = document.createElement('div');
    await captcha.mount(container, { invisible: false, lang: 'de', label: 'I am not a robot' });
    expect(api.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ sitekey: 'site-key', size: 'normal' }),
    );
    expect(params()?.sitekey).toBe('site-key');
    await captcha.mount(container, { invisible: false, lang: 'fr', label: 'I am not a robot' });
    expect(api.render).toHaveBeenCalledOnce();
    await expect(captcha.getChallenge()).rejects.toBeInstanceOf(CaptchaError);
    api.getResponse.mockReturnValue('visible-token');
    await expect(captcha.getChallenge()).resolves.toBe('visible-token');
    expect(api.getResponse).toHaveBeenCalledWith(7);
    captcha.reset();
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('says a ticked box expired rather than "confirm", until it is ticked again', async () => {
    const { api, params } = fakeGrecaptcha();
    const captcha = createCaptcha(recaptchaSettings(false));
    await captcha.mount(document.createElement('div'), {
      invisible: false,
      lang: 'en',
      label: 'I am not a robot',
    });
    params()?.callback('ticked');
    params()?.['expired-callback']();
    await expect(captcha.getChallenge()).rejects.toEqual(new CaptchaError('Captcha.Expired'));
    params()?.callback('ticked-again');
    api.getResponse.mockReturnValue('ticked-again');
    await expect(captcha.getChallenge()).resolves.toBe('ticked-again');
    captcha.reset();
    api.getResponse.mockReturnValue('');
    await expect(captcha.getChallenge()).rejects.toEqual(new CaptchaError('Captcha.Required'));
  });

  it('executes the invisible widget and resolves with its token', async () => {
    const { api } = fakeGrecaptcha('invisible-token');
    const captcha = createCaptcha(recaptchaSettings(true));
    await captcha.mount(document.createElement('div'), {
      invisible: true,
      lang: 'nl',
      label: 'I am not a robot',
    });
    expect(api.render).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ size: 'invisible' }),
    );
    await expect(captcha.getChallenge()).resolves.toBe('invisible-token');
    expect(api.execute).toHaveBeenCalledWith(7);
  });

  it('rejects when the invisible challenge expires or errors', async () => {
    const { api, params } = fakeGrecaptcha();
    api.execute.mockImplementation(() => params()?.['error-callback']());
    const captcha = createCaptcha(recaptchaSettings(true));
    await captcha.mount(document.createElement('div'), {
      invisible: true,
      lang: 'fr',
      label: 'I am not a robot',
    });
    await expect(captcha.getChallenge()).rejects.toEqual(new CaptchaError('Captcha.Required'));
  });

  it('refuses a challenge before it is mounted', async () => {
    fakeGrecaptcha();
    await expect(createCaptcha(recaptchaSettings(false)).getChallenge()).rejects.toEqual(
      new CaptchaError('Captcha.Unavailable'),
    );
  });
});
