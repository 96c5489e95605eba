import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { LinkButton } from './link-button';
import { Spinner } from './spinner';

describe('Button', () => {
  it('calls onClick when idle', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Sign in</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy stays focusable, ignores clicks and announces the wait', () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Signing in" onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Signing in');
    expect(button.querySelector('.spinner')).not.toBeNull();
  });
});

describe('LinkButton and Spinner', () => {
  it('is a link with href and a button without', () => {
    render(
      <>
        <LinkButton href="/fr/signup">Create an account</LinkButton>
        <LinkButton onClick={() => {}}>Resend the code</LinkButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/fr/signup');
    expect(screen.getByRole('button', { name: 'Resend the code' }).getAttribute('type')).toBe('button');
  });

  it('a labelled spinner is a status', () => {
    render(<Spinner label="Loading tickets" />);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets');
  });
});
