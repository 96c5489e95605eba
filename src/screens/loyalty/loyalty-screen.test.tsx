import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { getMe } from '../../api/account';
import { getCards, getPointsHistory } from '../../api/loyalty';
import { $loyalty } from '../../stores/loyalty';
import { clientFixture } from '../../stores/test-fixtures';
import { memberScreenTests } from '../shared/test-member-screen';
import { LoyaltyScreen } from './loyalty-screen';

vi.mock('../../api/account', () => ({ getMe: vi.fn() }));
vi.mock('../../api/loyalty', () => ({
  getPointsHistory: vi.fn(async () => ({ pointsEarned: [], pointsConsumed: [] })),
  getCards: vi.fn(async () => ({ offersList: [] })),
}));

memberScreenTests(() => ({ loading: false }));
beforeEach(() => $loyalty.set({ loading: false, joining: false }));

// The offers' QR codes wait for one round trip, not the account's and then theirs.
it("asks for the programme beside the account, before the account's answer", async () => {
  let answer: (client: typeof clientFixture) => void = () => undefined;
  vi.mocked(getMe).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<LoyaltyScreen />);
  expect(getMe).toHaveBeenCalledTimes(1);
  expect(getPointsHistory).toHaveBeenCalledTimes(1);
  expect(getCards).toHaveBeenCalledTimes(1);
  answer({ ...clientFixture, isLoyaltyAvailable: true, loyaltyLevel: 'typ-loy' });
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  // Once the member is known, the programme shows from those answers: nothing is asked twice.
  expect(getPointsHistory).toHaveBeenCalledTimes(1);
});
