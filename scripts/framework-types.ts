// Run by `npm run build` after `cem analyze`: the tags typed for Vue, Svelte and Astro
// templates, from dist/custom-elements.json, as dist/types/vue.d.ts (Vue `GlobalComponents`, read by
// vue-tsc and Volar), dist/types/svelte.d.ts (`svelteHTML.IntrinsicElements`, read by svelte-check) and
// dist/types/astro.d.ts (`astroHTML.JSX.IntrinsicElements`, read by `astro check`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Declaration, dist, manifestTags } from './manifest-tags';

const tags = manifestTags();

const header = (what: string) =>
  `// Generated from custom-elements.json by scripts/framework-types.ts: ${what}.
import type { CineErrorDetail, CineEventUser } from './elements/events';
`;

/** `{ 'api-base'?: string; apiBase?: string; … }`: each attribute by its name and its property name. */
const props = (tag: Declaration) =>
  (tag.attributes ?? [])
    .flatMap(({ name, fieldName, type }) =>
      [...new Set([name, fieldName ?? name])].map((key) => `'${key}'?: ${type?.text ?? 'string'}`),
    )
    .join('; ');
/** `{ 'cine-logged-in': CustomEvent<…>; … }`. */
const events = (tag: Declaration) =>
  (tag.events ?? []).map(({ name, type }) => `'${name}': ${type?.text ?? 'CustomEvent'}`).join('; ');
const entries = (type: string) =>
  tags
    .map((tag) => `    '${tag.tagName}': ${type}<{ ${props(tag)} }, {${events(tag).replace(/.+/, ' $& ')}}>;`)
    .join('\n');

writeFileSync(
  resolve(dist, 'types/vue.d.ts'),
  `${header('the cine tags in Vue templates (tsconfig: "types": ["cine-account/vue"])')}import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';

/** A cine tag as Vue's guide types a custom element: template props in $props, events in $emit. */
type CineTag<Props, Events> = new () => HTMLElement & {
  $props: HTMLAttributes & Props & PublicProps;
  $emit: EmitFn<{ [K in keyof Events]: (event: Events[K]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
${entries('CineTag')}
  }
}
`,
);

writeFileSync(
  resolve(dist, 'types/svelte.d.ts'),
  `${header('the cine tags in Svelte templates (tsconfig: "types": ["cine-account/svelte"])')}import type { HTMLAttributes } from 'svelte/elements';

/** A cine tag's attributes and its events as Svelte 5 event attributes (\`oncine-logged-in\`). */
type CineTag<Props, Events> = HTMLAttributes<HTMLElement> &
  Props & { [K in keyof Events as \`on\${K & string}\`]?: (event: Events[K]) => void };

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
${entries('CineTag').replaceAll(/^ {4}/gm, '      ')}
    }
  }
}
`,
);
/** `{ 'api-base'?: string; … }`: an Astro template sets attributes only (its events are listened to in a script). */
const attributes = (tag: Declaration) =>
  (tag.attributes ?? []).map(({ name, type }) => `'${name}'?: ${type?.text ?? 'string'}`).join('; ');

writeFileSync(
  resolve(dist, 'types/astro.d.ts'),
  `// Generated from custom-elements.json by scripts/framework-types.ts: the cine tags in Astro templates
// (src/env.d.ts: /// <reference types="cine-account/astro" />). Astro accepts any attribute on a tag it
// does not know; these entries make \`astro check\` check ours.
declare global {
  namespace astroHTML.JSX {
    interface IntrinsicElements {
${tags.map((tag) => `      '${tag.tagName}': HTMLAttributes & { ${attributes(tag)} };`).join('\n')}
    }
  }
}

export {};
`,
);
console.log(`dist/types/vue.d.ts, svelte.d.ts and astro.d.ts type ${tags.length} tags`);
