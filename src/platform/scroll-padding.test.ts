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
