import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastList, type ToastView } from './toast-list';

const toasts: ToastView[] = [
  { id: 1, kind: 'success', title: 'Saved', message: 'Your changes have been saved.' },
  { id: 2, kind: 'error', title: 'Error', message: 'Something failed' },
];

describe('ToastList', () => {
  it('puts errors in an alert region and other news in a status region', () => {
    render(<ToastList toasts={toasts} onDismiss={() => {}} />);
    expect(within(screen.getByRole('alert')).getByText('Something failed')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Your changes have been saved.')).toBeTruthy();
  });

  it('dismisses only with the close button, never on a tap on the toast', () => {
    const onDismiss = vi.fn();
    render(<ToastList toasts={toasts} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByText('Something failed'));
    expect(onDismiss).not.toHaveBeenCalled();
    const [close] = within(screen.getByRole('alert')).getAllByRole('button');
    fireEvent.click(close as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('keeps both live regions present while empty so the first toast is announced', () => {
    render(<ToastList toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('alert').children).toHaveLength(0);
    expect(screen.getByRole('status').children).toHaveLength(0);
  });
});
