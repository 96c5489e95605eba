import { Hono } from 'hono';
import { ErrorCodes } from '../../src/api/contract/common';
import type { ApiEnv, Deps } from './context';
import type { DemoDb } from './db';
import { fail } from './errors';
import { cors } from './middleware/cors';
import { faults } from './middleware/faults';
import { inflightLimit } from './middleware/inflight';
import { site } from './middleware/site';
import { xsrf } from './middleware/xsrf';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { cinemaRoutes } from './routes/cinemas';
import { contactOfferRoutes, contactRoutes } from './routes/contact';
import { devRoutes } from './routes/dev';
import { legalPage } from './routes/legal-page';
import { mobileRoutes } from './routes/mobile';
import { passwordRoutes } from './routes/password';
import { settingsRoutes } from './routes/settings';
import { signupRoutes } from './routes/signup';
import { tunnelRoutes } from './routes/tunnel';

export type ApiAppOptions = {
  db: DemoDb;
  /** Epoch milliseconds (default `Date.now`); tests move it to expire tokens and codes. */
  now?: () => number;
  /** Signing secret; defaults to the one persisted with the data. */
  secret?: string;
  /** How long the `timeout` fault hangs (default 30 s). */
  faultTimeoutMs?: number;
  /** Requests served at once before the next get 503 "busy" (DEMO_MAX_INFLIGHT); no limit by default. */
  maxInflight?: number;
};

/** Paths the API app answers; the demo server sends everything else to the pages. */
export const API_PREFIXES = ['/api', '/catalogue', '/tunnel', '/mobile'] as const;

/**
 * The demo API (design.md section 5): `/api/{lang}/{path}` with the country from the Host, plus
 * `/api/dev/*` tools and the catalogue host at `/catalogue`.
 */
export function createApiApp(options: ApiAppOptions): Hono<ApiEnv> {
  const deps: Deps = {
    db: options.db,
    now: options.now ?? Date.now,
    secret: options.secret ?? options.db.secret,
    faultTimeoutMs: options.faultTimeoutMs ?? 30_000,
  };
  const app = new Hono<ApiEnv>();
  // CORS first, so a browser on a partner origin can read a "busy" answer too.
  app.use('*', cors);
  if (options.maxInflight) app.use('*', inflightLimit(options.maxInflight));
  app.use('*', site, xsrf);
  for (const prefix of ['/api/:lang{fr|en|de|nl}/*', '/catalogue/*', '/tunnel/*', '/mobile/*']) {
    app.use(prefix, faults(deps.faultTimeoutMs));
  }

  app.route('/api/dev', devRoutes(deps));
  app.route('/catalogue', catalogueRoutes());
  app.route('/mobile', mobileRoutes(deps));
  app.route('/tunnel', tunnelRoutes(deps));
  app.get('/legal.html', legalPage);

  const api = app.basePath('/api/:lang{fr|en|de|nl}');
  settingsRoutes(api);
  cinemaRoutes(api, deps);
  authRoutes(api, deps);
  accountRoutes(api, deps);
  signupRoutes(api, deps);
  passwordRoutes(api, deps);
  contactRoutes(api, deps);
  contactOfferRoutes(api, deps);

  app.notFound((c) => fail(c, 404, 'EC-404', `No route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    console.error('[demo api]', c.req.method, c.req.path, error);
    return fail(c, 500, ErrorCodes.server, 'Unexpected error in the demo API');
  });
  return app;
}
