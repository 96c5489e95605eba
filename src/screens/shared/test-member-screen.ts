import { beforeAll, beforeEach, vi } from 'vitest';
import { setLanguage } from '../../i18n/index';
import { $client, type ClientState } from '../../stores/client';
import { configure } from '../../stores/config';
import { $session } from '../../stores/session-state';
import { $settings } from '../../stores/settings-state';
import { settingsFixture } from '../../stores/test-fixtures';

/** A member screen's tests: in English in Switzerland, the demo settings, signed in, the account as given. */
export function memberScreenTests(client: () => ClientState): void {
  beforeAll(async () => {
    await setLanguage('en', 'CH');
  });
  beforeEach(() => {
    vi.clearAllMocks();
    configure({ context: 'browser', lang: 'en', country: 'CH' });
    $settings.set(settingsFixture);
    $session.set({ token: 'x.y.z' });
    $client.set(client());
  });
}
