import { configure, prettyDOM } from 'storybook/test';

/**
 * Lets a failed query inside a shadow root (the stories' `within(shadowRoot)`) say what it missed and
 * print the root's markup: Testing Library's own message prints only an element or a document and,
 * given a ShadowRoot, throws "Expected an element or document but got ShadowRoot" instead.
 */
export function describeShadowRootsInQueryErrors(): void {
  configure({
    getElementError: (message, container) => {
      const nodes = container instanceof ShadowRoot ? [...container.children] : [container];
      const markup = nodes.map((node) => prettyDOM(node as Element) || '').join('\n');
      const error = new Error([message, markup].filter(Boolean).join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
