import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { deleteMe, patchMe, patchPassword } from '../../api/profile';
import { $session } from '../../stores/session-state';
import { clientFixture } from '../../stores/test-fixtures';
import { memberScreenTests } from '../shared/test-member-screen';
import { ProfileScreen } from './profile-screen';

vi.mock('../../api/account', () => ({
  getMe: vi.fn(),
  getMyCinemas: vi.fn(async () => ({ preferredCinemas: [] })),
}));
vi.mock('../../api/profile', () => ({
  patchMe: vi.fn(),
  patchPassword: vi.fn(),
  patchNotifications: vi.fn(),
  deleteMe: vi.fn(),
  addMyCinemas: vi.fn(),
  removeMyCinemas: vi.fn(),
}));
vi.mock('../../api/cinemas', () => ({ getCinemas: vi.fn(async () => ({ cinemas: [] })) }));

const client = { ...clientFixture, dateOfBirth: '1991-04-12', zipCode: '1003', city: 'Lausanne' };

memberScreenTests(() => ({ client, loading: false }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ProfileScreen', () => {
  it('shows one form per webview mode and every block in full mode', () => {
    const { unmount } = render(<ProfileScreen mode="user-infos" />);
    // The app's details screen offers deletion too.
    const infos = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(infos).toEqual(['My details', 'Delete my account']);
    unmount();
    render(<ProfileScreen mode="full" />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'My details',
      'Change my password',
      'Newsletters and notifications',
      'My favourite cinemas',
      'Download my data',
      'Delete my account',
    ]);
  });

  it('refuses a bad postal code, then keeps every character typed when the save fails', async () => {
    render(<ProfileScreen mode="user-infos" />);
    type('First name', 'Zoé ');
    type('Postcode', '12');
    await click('Save my details');
    expect(screen.getAllByText('Enter a valid postcode').length).toBeGreaterThan(0);
    expect(patchMe).not.toHaveBeenCalled();
    vi.mocked(patchMe).mockRejectedValueOnce(new ApiError('EC-500', { status: 500 }));
    type('Postcode', '3000');
    await click('Save my details');
    expect(patchMe).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ firstName: 'Zoé', zipCode: '3000' }),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Zoé ');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('3000');
  });

  it('says Profile.Password.ChangePasswordError when the change is refused', async () => {
    vi.mocked(patchPassword).mockRejectedValueOnce(new ApiError('EC-120', { status: 400 }));
    render(<ProfileScreen mode="update-password" />);
    type('Current password', 'Popcorn-2026');
    type('New password', 'Popcorn-2027');
    type('Confirm the new password', 'Popcorn-2027');
    await click('Change my password');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('We could not change your password'),
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Popcorn-2027');
  });

  it('asks the password in a dialog and shows a refusal as plain text', async () => {
    vi.mocked(deleteMe).mockRejectedValueOnce(
      new ApiError('EC-120', { status: 400, body: { errorDescription: '<i>Wrong</i> password' } }),
    );
    render(<ProfileScreen mode="full" />);
    await click('Delete my account…');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Delete your account?');
    await click('Delete my account for good');
    expect(screen.getAllByText('Enter your password to confirm').length).toBeGreaterThan(0);
    type('Your password', 'nope');
    fireEvent.click(await screen.findByRole('checkbox', { name: /robot/ }));
    await click('Delete my account for good');
    await waitFor(() => expect(screen.getByText('<i>Wrong</i> password')).toBeTruthy());
    expect(dialog.querySelector('i')).toBeNull();
  });

  it('invites a visitor to sign in instead of loading anything', () => {
    $session.set({});
    render(<ProfileScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to see your account');
  });
});
