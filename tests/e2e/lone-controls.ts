import type { Page } from '@playwright/test';

/**
 * Controls that a wrapping row (flex-wrap) left alone on a line of their own, in
 * the shadow roots of our elements (the host page's own header is its business): the close button
 * under a banner's text, the last tab under the others. Each reads `tag.class "text" in parent.class`.
 */
export async function loneControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROL = 'a[href], button, select, input, [role="tab"], [role="button"]';
    const found: string[] = [];
    const label = (element: Element) =>
      `${element.localName}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
    };
    const check = (parent: Element) => {
      const style = getComputedStyle(parent);
      if (!style.display.includes('flex') || !style.flexWrap.startsWith('wrap')) return;
      const items = [...parent.children].filter(shown);
      if (items.length < 2) return;
      // Lines of the flex container: items whose vertical extents overlap share a line.
      const lines: Element[][] = [];
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const line = lines.find((members) =>
          members.some((other) => {
            const o = other.getBoundingClientRect();
            return box.top < o.bottom - 2 && o.top < box.bottom - 2;
          }),
        );
        if (line) line.push(item);
        else lines.push([item]);
      }
      if (lines.length < 2) return;
      for (const line of lines) {
        const [only] = line;
        if (line.length !== 1 || !only) continue;
        const control = only.matches(CONTROL) ? only : only.querySelector(CONTROL);
        // A wrapper holding one control and nothing else to read counts as that control.
        const alone =
          control &&
          (control === only || (only.textContent ?? '').trim() === (control.textContent ?? '').trim());
        if (alone) found.push(`${label(control)} in ${label(parent).split(' ')[0]}`);
      }
    };
    const walk = (root: Document | ShadowRoot, ours: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        if (ours) check(element);
        if (element.shadowRoot) walk(element.shadowRoot, ours || element.localName.startsWith('cine-'));
      }
    };
    walk(document, false);
    return found;
  });
}
