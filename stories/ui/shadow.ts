import { within } from 'storybook/test';

/** Queries inside the story's shadow root (the preview renders every story in one). */
export async function shadowCanvas(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector<HTMLElement>('[data-testid="shadow-host"]');
  const root = host?.shadowRoot;
  if (!root) throw new Error('The story is not inside the shadow frame');
  // The portal renders one tick after the frame mounts.
  for (let i = 0; i < 20 && root.childNodes.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  return within(root as unknown as HTMLElement);
}
