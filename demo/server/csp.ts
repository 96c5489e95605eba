/** Cookie (or `?csp=` query value) that serves the demo's pages under the site's strict, nonce-based policy. */
export const CSP_COOKIE = 'cine-demo-csp';
