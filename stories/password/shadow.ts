import { waitFor, within } from 'storybook/test';

/** Waits for an element's shadow root to render its form, then queries inside it (r2wc is async). */
export async function shadowOf(canvasElement: HTMLElement, tag: string) {
  const root = await waitFor(() => {
    const found = canvasElement.querySelector(tag)?.shadowRoot;
    if (!found?.querySelector('h1')) throw new Error(`<${tag}> not rendered yet`);
    return found;
  });
  return within(root as unknown as HTMLElement);
}
