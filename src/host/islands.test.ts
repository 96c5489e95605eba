import { afterEach, describe, expect, it } from 'vitest';
import { islandElement, registerIsland, unregisterIsland } from './islands';

describe('island registry', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives each element its own id and finds it again', () => {
    const login = document.body.appendChild(document.createElement('cine-login'));
    const menu = document.body.appendChild(document.createElement('cine-user-menu'));
    const a = registerIsland(login);
    const b = registerIsland(menu);
    expect(a).not.toBe(b);
    expect(islandElement(a)).toBe(login);
    expect(islandElement(b)).toBe(menu);
  });

  it('forgets unregistered and detached elements', () => {
    const login = document.body.appendChild(document.createElement('cine-login'));
    const id = registerIsland(login);
    login.remove();
    expect(islandElement(id)).toBeUndefined();
    document.body.append(login);
    unregisterIsland(id);
    expect(islandElement(id)).toBeUndefined();
    expect(islandElement(undefined)).toBeUndefined();
  });
});
