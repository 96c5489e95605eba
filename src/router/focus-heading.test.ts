import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement } from '../platform/active-element';
import { focusScreenHeading } from './focus-heading';

// The router's root with a screen element whose own root renders its heading later (module, texts, data).
function routerWithScreen() {
  const host = document.createElement('cine-account');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const screen = document.createElement('cine-screen');
  root.append(screen);
  const screenRoot = screen.attachShadow({ mode: 'open' });
  const showHeading = () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    heading.textContent = 'Mot de passe oublié';
    screenRoot.append(heading);
    return heading;
  };
  return { root, showHeading };
}

const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    let left = n;
    const next = () => (--left ? requestAnimationFrame(next) : resolve());
    requestAnimationFrame(next);
  });

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusScreenHeading', () => {
  it('focuses the screen heading once it is rendered, inside the screen element', async () => {
    const { root, showHeading } = routerWithScreen();
    focusScreenHeading(root, null);
    await frames();
    const heading = showHeading();
    await frames();
    expect(deepActiveElement()).toBe(heading);
  });

  it('leaves focus where the customer put it after the navigation', async () => {
    const { root, showHeading } = routerWithScreen();
    const field = document.createElement('input');
    document.body.append(field);
    focusScreenHeading(root, null);
    field.focus();
    showHeading();
    await frames();
    expect(deepActiveElement()).toBe(field);
  });

  it('does nothing once canceled (the next navigation)', async () => {
    const { root, showHeading } = routerWithScreen();
    const cancel = focusScreenHeading(root, null);
    cancel();
    showHeading();
    await frames();
    expect(deepActiveElement()).not.toBe(root.querySelector('cine-screen')?.shadowRoot?.querySelector('h1'));
  });
});
