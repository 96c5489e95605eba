/** A translation tree: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };

function isTree(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges translation trees; later trees win on the same leaf. */
export function mergeMessages(...trees: readonly unknown[]): Messages {
  const out: Messages = {};
  for (const tree of trees) {
    if (!isTree(tree)) continue;
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = isTree(value) ? mergeMessages(isTree(current) ? current : {}, value) : value;
    }
  }
  return out;
}

/** Every dotted leaf key of a tree, for parity checks. */
export function leafKeys(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
