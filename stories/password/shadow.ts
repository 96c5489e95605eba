import { waitFor, within } from 'storybook/test';

/** Waits for `<tag>`'s shadow root to hold `selector` (r2wc renders a tick later); the root to query in. */
export async function shadowRootOf(canvasElement: HTMLElement, tag: string, selector: string) {
  const root = await waitFor(() => {
    const found = canvasElement.querySelector(tag)?.shadowRoot;
    if (!found?.querySelector(selector)) throw new Error(`<${tag}> has no ${selector} yet`);
    return found;
  });
  return { root, screen: within(root as unknown as HTMLElement) };
}

/** Waits for an element's shadow root to render its heading, then queries inside it. */
export async function shadowOf(canvasElement: HTMLElement, tag: string) {
  return (await shadowRootOf(canvasElement, tag, 'h1')).screen;
}
