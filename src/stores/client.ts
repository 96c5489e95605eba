import { map } from 'nanostores';
import { getMe } from '../api/account';
import { type Client, LOYALTY_MEMBER_LEVEL } from '../api/contract/client';
import { toApiError } from '../api/http';
import { apiContext } from './api-context';
import { watchCalls } from './calls-trying';
import { emitOutcome } from './outcomes';
import { takeRedirect } from './redirect';
import { $session } from './session-state';

/** The signed-in client's account; `client` is undefined when logged out (spec section 4). */
export type ClientState = {
  client?: Client;
  loading: boolean;
  /** Error code of the last failed load. */
  error?: string;
};

export const $client = map<ClientState>({ loading: false });

let pending: Promise<Client | undefined> | undefined;

// The member's data loads here first (tracking, the user menu): from now on every GET is watched, so the
// screens waiting on it can say "still trying"; the sign-in page never loads this file.
watchCalls();

/** Loads accounts/me (request, success, failed); then opens the stored redirect, if any. */
export function loadClient(origin?: string): Promise<Client | undefined> {
  if (pending) return pending;
  const member = $session.get().user?.sub;
  $client.set({ ...$client.get(), loading: true, error: undefined });
  const started = getMe(apiContext()).then(
    (client) => {
      // A logout while loading wins: the answer belongs to a session that is gone.
      if ($session.get().user?.sub !== member) return undefined;
      const urlRedirect = takeRedirect();
      $client.set({ client, loading: false });
      if (urlRedirect) emitOutcome({ type: 'navigate', to: urlRedirect, origin });
      return client;
    },
    (error: unknown) => {
      $client.set({ ...$client.get(), loading: false, error: toApiError(error).code });
      return undefined;
    },
  );
  pending = started;
  void started.finally(() => {
    if (pending === started) pending = undefined;
  });
  return started;
}

/** Merges fields a successful save returned into the current client (spec section 4). */
export function mergeClient(fields: Partial<Client>): void {
  const { client } = $client.get();
  if (client) $client.setKey('client', { ...client, ...fields });
}

// Logged out (here, in another tab, or by a 401): the account data goes with the session.
$session.listen((session) => {
  if (!session.token) {
    pending = undefined;
    $client.set({ loading: false });
  }
});

/** Loyalty membership holds when loyaltyLevel equals typ-loy (spec section 3). */
export const isLoyaltyMember = (client: Pick<Client, 'loyaltyLevel'> | undefined): boolean =>
  client?.loyaltyLevel === LOYALTY_MEMBER_LEVEL;

export type { Client };
