import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp, resetHttp } from '../api/http';
import { configure } from './config';
import { clearSession, setToken } from './session';
import { $settings } from './settings';
import { makeJwt, settingsFixture } from './test-fixtures';
import { clearToasts } from './toasts';

/** Each test of the file starts signed in on a Swiss page in French, with one try per call; nothing leaks after. */
export function signedInStoreTests(): void {
  beforeEach(() => {
    resetHttp();
    configureHttp({ tries: 1 });
    configure({ context: 'browser', lang: 'fr', country: 'CH', basePath: '' });
    $settings.set(settingsFixture);
    setToken(makeJwt());
  });
  afterEach(() => {
    clearToasts();
    clearSession();
    vi.unstubAllGlobals();
  });
}
