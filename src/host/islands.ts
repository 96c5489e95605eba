const islands = new Map<string, HTMLElement>();
let counter = 0;

/** Registers a mounted element; its id is the `origin` of the outcomes it starts. */
export function registerIsland(element: HTMLElement): string {
  counter += 1;
  const id = `${element.localName}-${counter}`;
  islands.set(id, element);
  return id;
}

/** Forgets an element when it leaves the page. */
export function unregisterIsland(id: string): void {
  islands.delete(id);
}

/** The element registered under `id`, if it is still in the page. */
export function islandElement(id: string | undefined): HTMLElement | undefined {
  const element = id === undefined ? undefined : islands.get(id);
  // A detached element's events would reach no listener; the caller falls back to the document.
  return element?.isConnected ? element : undefined;
}
