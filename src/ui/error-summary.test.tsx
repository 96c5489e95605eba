import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { Heading } from './heading';

describe('ErrorSummary', () => {
  it('is an alert that takes focus and whose links move focus to the fields', () => {
    render(
      <>
        <ErrorSummary
          title="There is a problem"
          errors={[{ field: 'email', message: 'Enter your e-mail' }]}
        />
        <Field id="email" label="E-mail" error="Enter your e-mail" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Enter your e-mail' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Heading', () => {
  it('can receive focus on mount without entering the tab order', () => {
    render(
      <Heading level={2} focusOnMount>
        Step 2 of 3
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Step 2 of 3' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });
});
