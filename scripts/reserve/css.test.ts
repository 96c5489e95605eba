import { describe, expect, it } from 'vitest';
import { parseReserve, reserveCss } from './css';

describe('the reserve stylesheet', () => {
  const measured = {
    'cine-login': {
      display: 'block',
      sizes: {
        390: { width: 358, height: 612.4 },
        768: { width: 600, height: 540 },
        1280: { width: 600, height: 540 },
      },
    },
    'cine-user-menu': {
      display: 'block',
      sizes: {
        390: { width: 80, height: 40 },
        768: { width: 80, height: 40 },
        1280: { width: 80, height: 40 },
      },
    },
    'cine-app-banner': { display: 'block', sizes: { 390: { width: 390, height: 0 } } },
    'cine-tickets': {
      display: 'block',
      sizes: {
        390: { width: 390, height: 924, screen: 24 },
        768: { width: 768, height: 932, screen: 32 },
        1280: { width: 1280, height: 932, screen: 32 },
      },
    },
  };

  it('reserves each element for phones, then only what changes at wider tiers; a widget its width too, an overlay nothing', () => {
    const css = reserveCss(measured);
    expect(css).toContain('cine-login:not([data-shown]) {\n  display: block;\n  min-block-size: 612px;\n}\n');
    expect(css).toContain(
      'cine-user-menu:not([data-shown]) {\n  display: block;\n  min-inline-size: 80px;\n  min-block-size: 40px;\n}',
    );
    expect(css).toContain(
      '@media (min-width: 681px) {\n  cine-login:not([data-shown]) {\n    min-block-size: 540px;\n  }\n',
    );
    expect(css).not.toContain('@media (min-width: 1024px)');
    // A member screen's skeleton is a window tall: reserved as one, whatever the window's height.
    expect(css).toContain(
      'cine-tickets:not([data-shown]) {\n  display: block;\n  min-block-size: calc(100svh + 24px);\n}',
    );
    expect(css).toContain(
      'cine-app-banner:not([data-shown]) {\n  display: block;\n  block-size: 0;\n  overflow: hidden;\n}',
    );
  });

  it("lets the page's own boxes anchor the scroll around a member screen, not its changing insides", () => {
    const css = reserveCss(measured);
    expect(css).toContain('cine-tickets {\n  overflow-anchor: none;\n}\n');
    expect(css.match(/overflow-anchor/g)).toHaveLength(1);
  });

  it('reads back the block size each width gets', () => {
    expect(parseReserve(reserveCss(measured))).toEqual({
      'cine-login': { 390: 612, 768: 540, 1280: 540 },
      'cine-user-menu': { 390: 40, 768: 40, 1280: 40 },
      'cine-app-banner': { 390: 0, 768: 0, 1280: 0 },
      'cine-tickets': { 390: 924, 768: 932, 1280: 932 },
    });
  });
});
