import { buildUrl } from '../api/url';
import { registerOfflineWorker } from '../platform/offline-worker';
import { OFFLINE_TICKETS_MARK, writeStored } from '../platform/storage';
import { apiContext } from './api-context';
import { $config } from './config';
import { $session } from './session-state';

/**
 * Lets the member's door pages (e-tickets, member card, offers) open offline: registers the site's worker (`{base}/cine-sw.js` unless
 * given; `none` for none) and has it keep this language's settings, which hold no member data.
 */
export function prepareOfflineWorker(worker?: string): void {
  if (worker === 'none') return;
  const base = $config.get().basePath.replace(/\/+$/, '');
  const settingsUrl = buildUrl(apiContext(), 'api', 'settings');
  void registerOfflineWorker(worker || `${base}/cine-sw.js`, `${base}/`, [settingsUrl]);
}

/**
 * Keeps the member's rendered screen (`element`'s shadow root, QR codes included) for the worker to
 * show first at the next visit, warm or offline (design.md section 8); replaced at every fresh load.
 */
export async function keepDoorSnapshot(
  element: HTMLElement,
  notes: { offline: string; online?: string },
  worker?: string,
): Promise<void> {
  const member = $session.get().user?.sub;
  if (!member || worker === 'none') return;
  prepareOfflineWorker(worker);
  // The sign-out watcher runs on every page of a device that keeps something for the door.
  writeStored(OFFLINE_TICKETS_MARK, '1', 'local');
  const { saveDoorSnapshot } = await import('../platform/door-snapshot');
  // Signed out while the chunk came: nothing is kept for a session that is gone.
  if ($session.get().user?.sub === member) await saveDoorSnapshot(member, element, notes);
}
