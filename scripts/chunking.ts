// Chunking shared by the package build and the demo build, so the demo measures what customers get.

/** Groups small shared modules so a page downloads a few chunks, not a dozen tiny ones. */
export const codeSplitting = {
  // Only the listed modules move: their dependencies stay where they are. (A group of stores broke
  // the execution order this way, "s is not a function" at load: keep groups to leaf UI parts.)
  includeDependenciesRecursively: false,
  groups: [
    // The form parts login, signup and recovery share: one request and one gzip stream, not eight.
    {
      name: 'forms',
      test: /src\/(ui\/(field|password-field|form-alert|layout|captcha|use-checked-form|error-summary|heading)|platform\/(captcha|nonce))/,
    },
  ],
};

/** Every runtime dependency in one chunk: the size script's "stack floor" build only. */
export const STACK_GROUP = { name: 'stack', test: /node_modules/, priority: 10 };

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
