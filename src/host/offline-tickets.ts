import { OFFLINE_TICKETS_MARK, readStored } from '../platform/storage';
import { $session } from '../stores/session-state';
import { $settings } from '../stores/settings-state';

function forget(): void {
  if (!readStored(OFFLINE_TICKETS_MARK, 'local')) return;
  void import('../stores/tickets-offline').then(({ forgetOfflineTickets }) => forgetOfflineTickets());
}

/**
 * Deletes the tickets kept for the cinema door when the member signs out on any page, so a
 * signed-out visitor offline sees no one's tickets; a page that starts signed out (the sign-out
 * navigated away before the deletion ended, or the session expired) deletes them too. The
 * IndexedDB code is downloaded only when this device holds tickets. Returns the stop function.
 * Started only on a device that holds tickets (the tickets store itself deletes them on the pages it runs in).
 */
export function watchOfflineTickets(): () => void {
  const stopSession = $session.listen((session, previous) => {
    if (!session.token && previous?.token) forget();
  });
  // The session is restored from its cookie when the settings arrive: look once that has happened.
  let looked = false;
  const stopSettings = $settings.subscribe((settings) => {
    if (!settings || looked) return;
    looked = true;
    setTimeout(() => {
      if (!$session.get().token) forget();
    });
  });
  return () => {
    stopSession();
    stopSettings();
  };
}
