// `npm run site` and `site:edge` serve a built site: they say how to make one rather than fail obscurely.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const out = resolve(process.env.SITE_OUT ?? 'dist-site');
if (!existsSync(resolve(out, 'site.json'))) {
  console.error(`${out} holds no built site: run \`npm run build:site\` first (docs/deploy.md).`);
  process.exit(1);
}
