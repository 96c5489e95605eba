// The prerendered pages' HTML (gzip), per route kind: `/ch/fr/login` and
// `/be/nl/login` are one kind (`/{lang}/login`), printed with the smallest and largest page of it.

/** One route kind over its countries and languages. */
export interface PageKind {
  kind: string;
  pages: number;
  min: { path: string; size: number };
  max: { path: string; size: number };
}

/** `/ch/fr/login` -> `/{lang}/login`, `/ch/m/fr/fidelity` -> `/m/{lang}/fidelity`. */
export const routeKind = (path: string): string =>
  path.replace(/^\/[a-z]{2}(\/m)?\/[a-z]{2}(?=\/|$)/, (_, m: string | undefined) => `${m ?? ''}/{lang}`);

/** Kinds in the order their first page came (the prerender's order), each with its min and max. */
export function pageKinds(sizes: Record<string, number>): PageKind[] {
  const kinds = new Map<string, PageKind>();
  for (const [path, size] of Object.entries(sizes)) {
    const kind = routeKind(path);
    const row = kinds.get(kind);
    if (!row) {
      kinds.set(kind, { kind, pages: 1, min: { path, size }, max: { path, size } });
      continue;
    }
    row.pages += 1;
    if (size < row.min.size) row.min = { path, size };
    if (size > row.max.size) row.max = { path, size };
  }
  return [...kinds.values()];
}

/** `ch/fr` for `/ch/fr/login` and `/ch/m/fr/fidelity`: which country and language a page is. */
export function pageLocale(path: string): string {
  const [, country, first, second] = path.split('/');
  return `${country}/${first === 'm' ? second : first}`;
}

/** The table `npm run size` prints: kind, pages, min and max gzip with the page of each. */
export function pageTable(sizes: Record<string, number>): string[] {
  const rows = pageKinds(sizes);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
  const width = Math.max(...rows.map((row) => row.kind.length), 'route kind'.length);
  const lines = [`${'route kind'.padEnd(width)}  pages  ${'min'.padStart(18)}  ${'max'.padStart(18)}`];
  for (const row of rows)
    lines.push(
      `${row.kind.padEnd(width)}  ${String(row.pages).padStart(5)}  ${`${kb(row.min.size)} ${pageLocale(row.min.path)}`.padStart(18)}  ${`${kb(row.max.size)} ${pageLocale(row.max.path)}`.padStart(18)}`,
    );
  return lines;
}
