/**
 * Origins of integrators' pages the demo API serves with CORS (credentials included) and lists in the
 * settings' iframe and posting allowlist: `DEMO_ALLOWED_ORIGINS`, a comma list of exact origins
 * (`https://shop.example.com,http://localhost:3000`). Anything that is not an exact origin is ignored.
 * Read on each request, so a test (or a restart with a new value) takes effect at once.
 */
export function integratorOrigins(value: string | undefined = process.env.DEMO_ALLOWED_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      try {
        const url = new URL(entry);
        return /^https?:$/.test(url.protocol) && url.origin === entry;
      } catch {
        return false;
      }
    });
}
