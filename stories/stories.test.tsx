import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = { run(context: { canvasElement: HTMLElement }): Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  document.body.innerHTML = '';
});

// Every story renders without throwing and runs its play function; axe runs in the e2e suite.
for (const [path, module] of Object.entries(modules)) {
  describe(path, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, Composed>)) {
      it(`${name} renders`, async () => {
        const errors = vi.spyOn(console, 'error');
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        await Story.run({ canvasElement });
        const host = canvasElement.querySelector('[data-testid="shadow-host"]');
        const rendered = () =>
          host ? (host.shadowRoot?.childNodes.length ?? 0) : canvasElement.childNodes.length;
        await vi.waitFor(() => expect(rendered()).toBeGreaterThan(0));
        expect(errors).not.toHaveBeenCalled();
      });
    }
  });
}
