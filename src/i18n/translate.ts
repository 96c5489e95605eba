import type { Messages } from './locales/merge';

/** Values for a text: `{{name}}` placeholders, `count` for plurals, `defaultValue` when the key is missing. */
export type TextValues = Record<string, unknown>;

function find(tree: Messages | undefined, key: string): string | undefined {
  let node: Messages | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const rules = new Map<string, Intl.PluralRules>();

// The usual JSON plural suffixes: `_zero` for exactly 0 first, then the CLDR category, then the bare key.
function candidates(key: string, count: unknown, locale: string): string[] {
  if (typeof count !== 'number') return [key];
  const plural = rules.get(locale) ?? new Intl.PluralRules(locale);
  rules.set(locale, plural);
  const keys = [`${key}_${plural.select(count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

/**
 * The text of `key` (dotted path, `Error.API.EC-101`) from the first tree that has it, with
 * `{{name}}` placeholders filled (not escaped: React escapes). Missing everywhere: `defaultValue`,
 * else the key itself.
 */
export function translate(
  trees: readonly Messages[],
  key: string,
  values: TextValues = {},
  locale = 'en',
): string {
  let text: string | undefined;
  for (const candidate of candidates(key, values.count, locale))
    for (const tree of trees) text ??= find(tree, candidate);
  text ??= typeof values.defaultValue === 'string' ? values.defaultValue : key;
  // An unknown placeholder becomes nothing, as it did before.
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}
