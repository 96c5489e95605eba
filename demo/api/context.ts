import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import type { DemoDb } from './db';
import type { MemberRow } from './members';

/** What every route needs: the database, the clock and the secret. */
export type Deps = {
  db: DemoDb;
  /** Epoch milliseconds; tests pass a controllable clock. */
  now: () => number;
  secret: string;
  /** How long the `timeout` fault hangs before its 504. */
  faultTimeoutMs: number;
};

/** Hono variables set by the middleware. */
export type ApiEnv = {
  Variables: {
    country: CountryCode;
    lang: LanguageCode;
    /** `http://be.localhost:5173`: the request's own origin, from its Host. */
    origin: string;
    member: MemberRow;
  };
};
