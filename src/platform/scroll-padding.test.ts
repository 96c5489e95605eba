import { expect, it } from 'vitest';
import { reserveScrollBottom } from './scroll-padding';

it('keeps focus and scrolling above a bar fixed at the bottom, and gives the room back (WCAG 2.4.11)', () => {
  const bar = document.createElement('aside');
  bar.getBoundingClientRect = () => ({ height: 72.4 }) as DOMRect;
  document.body.append(bar);
  const undo = reserveScrollBottom(bar);
  expect(document.documentElement.style.scrollPaddingBottom).toBe('73px');
  undo();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  bar.remove();
});

it("lets the page's foot scroll out from under the bar: as much room at the document's end", () => {
  const root = document.documentElement;
  const bar = document.createElement('aside');
  bar.getBoundingClientRect = () => ({ height: 60 }) as DOMRect;
  document.body.append(bar);
  const undo = reserveScrollBottom(bar);
  expect(root.style.paddingBottom).toBe('60px');
  undo();
  expect(root.style.paddingBottom).toBe('');
  // A page's own padding stays, the bar's room added to it.
  root.style.paddingBottom = '1rem';
  const again = reserveScrollBottom(bar);
  expect(root.style.paddingBottom).toBe('calc(1rem + 60px)');
  again();
  expect(root.style.paddingBottom).toBe('1rem');
  root.style.paddingBottom = '';
  bar.remove();
});
