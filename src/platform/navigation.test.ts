import { afterEach, describe, expect, it, vi } from 'vitest';
import { $location, navigate, setRouterBase } from './navigation';

const assign = () => vi.spyOn(Location.prototype, 'assign').mockImplementation(() => {});

describe('navigate', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setRouterBase('/');
  });

  it('fires a cancelable, composed, bubbling cine-navigate from the element first', () => {
    const load = assign();
    const host = document.body.appendChild(document.createElement('div'));
    const element = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const seen: Event[] = [];
    document.addEventListener('cine-navigate', (event) => seen.push(event), { once: true });
    expect(navigate('/fr/login', element)).toBe(true);
    const event = seen[0] as CustomEvent;
    expect(event.detail).toEqual({ to: '/fr/login' });
    expect([event.bubbles, event.composed, event.cancelable]).toEqual([true, true, true]);
    expect(load).toHaveBeenCalledWith(`${location.origin}/fr/login`);
  });

  it('lets a host SPA take over by canceling', () => {
    const load = assign();
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('cine-navigate', cancel);
    expect(navigate('/fr/e-tickets')).toBe(false);
    document.removeEventListener('cine-navigate', cancel);
    expect(load).not.toHaveBeenCalled();
  });

  it('routes in-app inside the base path while the router watches $location', () => {
    const load = assign();
    setRouterBase('/account');
    const seen: string[] = [];
    const stop = $location.subscribe((value) => seen.push(value.pathname));
    navigate('/account/nl/profile');
    expect(location.pathname).toBe('/account/nl/profile');
    expect(seen.at(-1)).toBe('/account/nl/profile');
    expect(load).not.toHaveBeenCalled();
    navigate('https://www.cinema.be/films');
    expect(load).toHaveBeenCalledWith('https://www.cinema.be/films');
    stop();
  });

  it('loads the page when asked, even inside the base path: another site on the same origin', () => {
    const load = assign();
    setRouterBase('/');
    const stop = $location.subscribe(() => {});
    navigate('/catalogue/fr', null, { load: true });
    expect(load).toHaveBeenCalledWith(`${location.origin}/catalogue/fr`);
    stop();
  });

  it('refuses script and data URLs', () => {
    const load = assign();
    const listener = vi.fn();
    document.addEventListener('cine-navigate', listener);
    expect(navigate('javascript:alert(1)')).toBe(false);
    expect(navigate('data:text/html,hi')).toBe(false);
    document.removeEventListener('cine-navigate', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});
