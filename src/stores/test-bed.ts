import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp, resetHttp } from '../api/http';
import { configure } from './config';
import { type EmittedOutcome, onOutcome } from './outcomes';
import { clearSession } from './session-state';
import { $settings } from './settings-state';
import { settingsFixture } from './test-fixtures';

/**
 * A fresh page for each test of a store file: a Swiss browser page in French with the demo settings,
 * no session and no stubs left by the test before; returns the outcomes the test's actions emitted.
 * `tries` sets the HTTP layer's attempts per GET (its default when not given).
 */
export function storeTestBed(options: { tries?: number } = {}): Omit<EmittedOutcome, 'seq'>[] {
  const outcomes: Omit<EmittedOutcome, 'seq'>[] = [];
  let stop = () => {};
  beforeEach(() => {
    resetHttp();
    if (options.tries) configureHttp({ tries: options.tries });
    configure({ context: 'browser', lang: 'fr', country: 'CH' });
    $settings.set(settingsFixture);
    outcomes.length = 0;
    stop = onOutcome(({ seq, ...outcome }) => outcomes.push(outcome));
  });
  afterEach(() => {
    stop();
    clearSession();
    vi.unstubAllGlobals();
  });
  return outcomes;
}
