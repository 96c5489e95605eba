// Chunking shared by the package build and the demo build, so the demo measures what customers get.

const CORE_TEXT_FILE = /i18n[\\/]locales[\\/]([a-z]{2})[\\/](common|errors|ui)\.json$/;

/** Groups small shared modules so a page downloads a few chunks, not a dozen tiny ones. */
export const codeSplitting = {
  // Only the listed modules move: their dependencies stay where they are. (A group of stores broke
  // the execution order this way, "s is not a function" at load: keep groups to leaf UI parts.)
  includeDependenciesRecursively: false,
  groups: [
    // The core text namespaces every element needs travel together: one request per language, not three.
    {
      name: (id: string) => {
        const lang = id.match(CORE_TEXT_FILE)?.[1];
        return lang ? `locale-${lang}-core` : null;
      },
      test: CORE_TEXT_FILE,
    },
    // The API layer every element loads beside its first render (stores/data-layer.ts): one request.
    {
      name: 'data',
      // The member area's and the footer's calls and schemas stay out: a page with only <cine-login> never needs them.
      test: /(src\/api\/(?!contract\/(common|rules|email|auth|account|shows|orders|loyalty|contact|contact-offer|subscription|footer)\.ts|(profile|shows|orders|loyalty|contact|contact-offer|footer)\.ts)|node_modules\/(ofetch|ufo|destr)\/|src\/stores\/(data-layer|session|settings|api-context)\.ts)/,
    },
    // The person fields signup and the profile share, with the select the contact forms use too:
    // kept as one chunk, so a new user of the select does not split it off (that cost the profile 0.2 KB).
    {
      name: 'person-fields',
      test: /src\/(stores\/person-rules|ui\/(select|checkbox|password-rules)|screens\/signup\/(birth-date-field|gender-field|person-fields))\.(tsx?|css)/,
    },
    // A dialog and the guard against a burst of presses: the screens with a pop-in use both.
    {
      name: 'dialog',
      test: /src\/(ui\/dialog|platform\/burst)\.tsx?$/,
    },
    // A member screen's wait: the calls still trying, the notice and its retry, in one request.
    {
      name: 'waiting',
      test: /src\/(stores\/(calls-trying|retry-calls|client)|screens\/shared\/waiting|ui\/retry-alert)\.tsx?$/,
    },
    // The form parts login, signup and recovery share: one request and one gzip stream, not eight.
    {
      name: 'forms',
      test: /src\/(ui\/(field|password-field|form-alert|layout|captcha|use-checked-form|error-summary|heading|app-link)|platform\/(captcha|nonce)|api\/contract\/email|stores\/(login-actions|login-state|redirect)|screens\/login\/)/,
    },
  ],
};

/**
 * The leaves every element's runtime imports (zod, the stores' core, the settings state, storage) as
 * one file and one gzip stream, not three: for the builds a page loads as they are (the CDN build and
 * the demo). Not for the npm build, which an app's bundler takes apart: there the group cost the React
 * example 0.65 KB of its bundle (tests/package/examples.test.ts), where the CDN page saves 0.4 KB.
 */
const leaves = {
  name: 'base',
  test: /node_modules\/(zod|nanostores\/(atom|lifecycle|computed))\/|src\/(platform\/(hydration|storage)|stores\/settings-state)\.ts$/,
};

/** {@link codeSplitting} with the runtime's leaves in one chunk, for the builds pages load as they are. */
export const pageCodeSplitting = { ...codeSplitting, groups: [leaves, ...codeSplitting.groups] };

/** `{dir}/locale-fr-login-[hash].js` for text chunks, `locale-fr_CH-…` for country overrides. */
export function chunkFileNames(dir: string) {
  return (chunk: { facadeModuleId?: string | null }): string => {
    const texts = chunk.facadeModuleId?.match(
      /i18n\/locales\/(?:([a-z]{2})\/([a-z-]+)|overrides\/([a-z]{2}_[A-Z]{2}))\.json$/,
    );
    if (!texts) return `${dir}/[name]-[hash].js`;
    return `${dir}/locale-${texts[3] ?? `${texts[1]}-${texts[2]}`}-[hash].js`;
  };
}
