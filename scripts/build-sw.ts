/** The demo's service worker: the account site's, keeping the webview tickets page's scripts too (its snapshot opens offline with them). */
import { resolve } from 'node:path';
import { buildServiceWorker } from '../site/build/service-worker';

const said = await buildServiceWorker({
  dist: resolve(import.meta.dirname, '../dist-demo'),
  basePath: '/',
  apiBases: ['/api/'],
  pages: ['webview-tickets.html'],
});
console.log(`[sw] ${said}`);
