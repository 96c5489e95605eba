import { atom } from 'nanostores';

import type { NativeMessage } from '../platform/bridge';

export type { NativeMessage };

/** A tracking push (spec section 3); tokens, passwords and e-mails never go in one. */
export type TrackingPush = { event: string; [field: string]: string | number | boolean | null | undefined };

/** The `api` part of an iframe message and of a `cine-error` event (spec section 3). */
export type OutcomeApi = {
  error?: string;
  errorDescription?: string;
  httpStatus?: number;
  httpMessage?: string;
};

/**
 * What a store action asks the host page to react to. `origin` is the id of the island that
 * started it, so DOM events fire from the right element.
 */
export type Outcome =
  | {
      type: 'loggedIn';
      token: string;
      origin?: string /** The page the guard turned away, if any. */;
      to?: string;
    }
  | { type: 'loggedOut'; origin?: string }
  | { type: 'signedUp'; token: string; origin?: string }
  | {
      type: 'navigate';
      to: string;
      origin?: string /** A page of another site: never routed in-app. */;
      load?: boolean;
    }
  | { type: 'error'; code: string; message: string; api?: OutcomeApi; origin?: string }
  | {
      type: 'iframeMessage';
      code: string;
      success: boolean;
      message?: string;
      token?: string;
      api?: OutcomeApi;
    }
  | { type: 'native'; message: NativeMessage }
  | { type: 'track'; push: TrackingPush };

/** An emitted outcome; `seq` grows with each one, so two equal outcomes still notify. */
export type EmittedOutcome = Outcome & { seq: number };

/** The last outcome emitted (host/effects.ts subscribes). */
export const $outcome = atom<EmittedOutcome | undefined>(undefined);

let seq = 0;

/** Hands an outcome to the host page; returns its sequence number. */
export function emitOutcome(outcome: Outcome): number {
  seq += 1;
  $outcome.set({ ...outcome, seq });
  return seq;
}

/** What an API failure gives an error outcome (an `ApiError`, without importing the API layer). */
export type Failure = { code: string; status: number; description?: string; body?: { httpMessage?: string } };

// api/api-error.ts NETWORK, spelt out: importing the API layer here ties the elements' chunk to it in a cycle.
const NETWORK = 'network';

/** A request that got no answer at all (not a timeout): the device is offline. */
export const isOffline = (failure: Pick<Failure, 'status' | 'description'>) =>
  failure.status === 0 && failure.description === NETWORK;

/** Every form says the same when offline: the device is offline and what was typed is kept. */
export const offlineOr = (failure: Pick<Failure, 'status' | 'description'>, key: string) =>
  isOffline(failure) ? 'Error.Offline' : key;

/** 429 and 503 mean the service is busy: "try again in a moment" rather than a failure. */
export const busyOr = (status: number, key: string) =>
  status === 429 || status === 503 ? 'Error.Busy' : key;

/**
 * The message of a failed call with no words of its own (signup, password recovery, deletion; spec
 * section 8): no answer at all as Error.Offline, a timeout (status 0) and a 401 as Error.Occurred (a
 * visitor has no session that could have expired; a member's 401 signs out anyway), busy as
 * Error.Busy, otherwise our text for the server's code, Error.API.{code}.
 */
export const callErrorKey = (status: number, code: string, description?: string) =>
  offlineOr(
    { status, description },
    status === 0 || status === 401 ? 'Error.Occurred' : busyOr(status, `Error.API.${code}`),
  );

/** Emits the error outcome of a failed call: `cine-error` for the host page, the parent in an iframe. */
export function emitError(failure: Failure, message: string, origin?: string): number {
  const { code, status, description, body } = failure;
  const api = {
    error: code,
    errorDescription: description,
    httpStatus: status,
    httpMessage: body?.httpMessage,
  };
  return emitOutcome({ type: 'error', code, message, api, origin });
}

/** Calls `listener` for every later outcome; returns the unsubscribe function. */
export function onOutcome(listener: (outcome: EmittedOutcome) => void): () => void {
  return $outcome.listen((outcome) => {
    if (outcome) listener(outcome);
  });
}
