import { portFromEnv } from './free-port';

/** Usual port of the e2e demo server; away from `npm run demo` (5173) so both can run at once. */
export const DEFAULT_E2E_PORT = 5273;

/**
 * Port of the e2e demo server: `E2E_PORT` when set, else 5273, or a free port when 5273 is taken.
 * The first load (playwright.config.ts in the main process) picks it and writes `E2E_PORT`; the
 * workers inherit the environment, so the config and the specs they load use the same port.
 */
export const E2E_PORT = portFromEnv(process.env, 'E2E_PORT', DEFAULT_E2E_PORT);

/** Port of the examples' own origin in the e2e suite: another origin than the demo's. */
export const EXAMPLES_PORT = portFromEnv(process.env, 'EXAMPLES_PORT', DEFAULT_E2E_PORT + 1);

/** Ports of the Astro example in the e2e suite: its static output, its own Node server. */
export const ASTRO_STATIC_PORT = portFromEnv(process.env, 'ASTRO_STATIC_PORT', DEFAULT_E2E_PORT + 5);
export const ASTRO_SERVER_PORT = portFromEnv(process.env, 'ASTRO_SERVER_PORT', DEFAULT_E2E_PORT + 6);
/** Ports of the Next.js example's own servers: `next start`, then `next dev`. */
export const NEXT_START_PORT = portFromEnv(process.env, 'NEXT_START_PORT', DEFAULT_E2E_PORT + 2);
export const NEXT_DEV_PORT = portFromEnv(process.env, 'NEXT_DEV_PORT', DEFAULT_E2E_PORT + 3);
