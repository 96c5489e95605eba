import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWakeLock, wakeLockLog } from '../../tests/setup/fake-wake-lock';
import { keepScreenOn } from './wake-lock';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const calls = () => wakeLockLog().calls;
const show = (state: DocumentVisibilityState) => wakeLockLog().show(state);

describe('keepScreenOn (the screen stays on while a code is shown)', () => {
  afterEach(() => {
    show('visible');
    Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
  });

  it('asks for a screen lock when the view opens and lets it go when it closes', async () => {
    fakeWakeLock('grant');
    const letGo = keepScreenOn();
    await settled();
    expect(calls()).toEqual(['request screen']);
    letGo();
    await settled();
    expect(calls()).toEqual(['request screen', 'release']);
  });

  it('lets it go while the page is hidden and asks again when it shows, while the view is open', async () => {
    fakeWakeLock('grant');
    const letGo = keepScreenOn();
    await settled();
    show('hidden');
    await settled();
    expect(calls()).toEqual(['request screen', 'release']);
    show('visible');
    await settled();
    expect(calls()).toEqual(['request screen', 'release', 'request screen']);
    letGo();
    await settled();
    // Closed, the view asks no more when the page shows again.
    show('hidden');
    show('visible');
    await settled();
    expect(calls()).toEqual(['request screen', 'release', 'request screen', 'release']);
  });

  it('keeps one lock when the page hides and shows again before the first answer, and none once closed', async () => {
    fakeWakeLock('grant');
    const letGo = keepScreenOn();
    show('hidden');
    show('visible');
    await settled();
    expect(calls()).toEqual(['request screen', 'request screen', 'release']);
    letGo();
    await settled();
    expect(calls()).toEqual(['request screen', 'request screen', 'release', 'release']);
  });

  it('does not keep a lock granted after the view closed', async () => {
    fakeWakeLock('grant');
    keepScreenOn()();
    await settled();
    expect(calls()).toEqual(['request screen', 'release']);
  });

  it('does nothing, and says nothing, where the browser has no wake lock or refuses it', async () => {
    const error = vi.spyOn(console, 'error');
    expect(() => keepScreenOn()()).not.toThrow();
    fakeWakeLock('refuse');
    const letGo = keepScreenOn();
    await settled();
    show('hidden');
    letGo();
    await settled();
    expect(calls()).toEqual(['request screen']);
    expect(error).not.toHaveBeenCalled();
  });
});
