import { patchMe } from '../api/profile';
import { apiContext } from './api-context';
import { mergeClient } from './client';

/** Records that the loyalty pop-in was closed, so it is not shown again (client update, spec section 4). */
export async function hideLoyaltyPopin(): Promise<void> {
  mergeClient({ isLoyaltyPopinDisplayed: false });
  await patchMe(apiContext(), { isLoyaltyPopinDisplayed: false }).then(mergeClient, () => undefined);
}
