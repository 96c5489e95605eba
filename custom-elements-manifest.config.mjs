import { islandsPlugin } from './scripts/cem-islands.mjs';

/** `cem analyze` (part of `npm run build`): dist/custom-elements.json from the element files' JSDoc. */
export default {
  globs: ['src/elements/cine-*.ts'],
  outdir: 'dist',
  packagejson: false,
  plugins: [islandsPlugin()],
};
