import { resolve } from 'node:path';
import type { NextConfig } from 'next';

// cine-account needs no configuration: `cine-account/server` runs in server components as it is.
const config: NextConfig = {
  // `npm run build` runs tsc first: next build need not check the types again.
  typescript: { ignoreBuildErrors: true },
  // This example sits inside cine-account's repository, whose lockfile Next would take for the app's root.
  turbopack: { root: resolve('.') },
  outputFileTracingRoot: resolve('.'),
  // One build per checkout here (the pack test): the cache Turbopack would write for the next one costs 10-15 s.
  experimental: { turbopackFileSystemCacheForBuild: false },
};

export default config;
