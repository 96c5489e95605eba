/** The signed-in member as announced to the host page, read from the token's claims (never the token). */
export interface CineEventUser {
  /** The member's id (the token's `sub`). */
  sub: string;
  email: string;
  /** Two capital letters, given name then family name ("LM"): what the user menu's chip shows. */
  initials: string;
  /** The given name as the token has it ("Léa"). */
  givenName: string;
  /** The family name as the token has it ("Muller"). */
  familyName: string;
}

/**
 * Every event the elements dispatch: composed and bubbling, so a listener on `document` hears
 * events from inside any shadow root. Only `cine-navigate` is cancelable (a host SPA takes over).
 */
export interface CineEventMap {
  'cine-logged-in': CustomEvent<{ user?: CineEventUser }>;
  'cine-logged-out': CustomEvent<Record<string, never>>;
  /** Signup ends signed in (spec section 4), so it carries the user as `cine-logged-in` does. */
  'cine-signed-up': CustomEvent<{ user?: CineEventUser }>;
  'cine-navigate': CustomEvent<{ to: string }>;
  'cine-error': CustomEvent<CineErrorDetail>;
}

/** A failure: the API or front-end `code`, a `message` translated in the element's language. */
export interface CineErrorDetail {
  code: string;
  message: string;
  api?: { error?: string; errorDescription?: string; httpStatus?: number; httpMessage?: string };
}

/** The `detail` type of a cine event. */
export type CineEventDetail<K extends keyof CineEventMap> = CineEventMap[K]['detail'];

// They bubble out of shadow roots, so document and window listeners are typed too.
declare global {
  interface HTMLElementEventMap extends CineEventMap {}
  interface DocumentEventMap extends CineEventMap {}
  interface WindowEventMap extends CineEventMap {}
}

/**
 * Dispatches a typed cine event from `target`. Returns false when a listener cancelled it
 * (only `cine-navigate` can be cancelled).
 */
export function emitCineEvent<K extends keyof CineEventMap>(
  target: EventTarget,
  type: K,
  detail: CineEventDetail<K>,
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: type === 'cine-navigate' }),
  );
}
