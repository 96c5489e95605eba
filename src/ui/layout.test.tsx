import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IslandContext, useIsland } from './island-context';
import { Card, Form, Page } from './layout';

function WhoAmI() {
  return <span>{useIsland().id}</span>;
}

describe('layout', () => {
  it('exposes page, card and form as styling parts; forms skip browser validation bubbles', () => {
    const { container } = render(
      <Page narrow>
        <Card>
          <Form aria-label="Sign in">x</Form>
        </Card>
      </Page>,
    );
    expect(container.querySelector('[part="page"]')?.className).toBe('page page--narrow');
    expect(container.querySelector('[part="card"]')).not.toBeNull();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.getAttribute('part')).toBe('form');
    expect(form.hasAttribute('novalidate')).toBe(true);
  });

  it('useIsland gives the providing island, or a detached default', () => {
    render(
      <>
        <WhoAmI />
        <IslandContext value={{ id: 'cine-login-1', prefix: 'cine-login', element: null }}>
          <WhoAmI />
        </IslandContext>
      </>,
    );
    expect(screen.getByText('detached')).toBeTruthy();
    expect(screen.getByText('cine-login-1')).toBeTruthy();
  });
});
