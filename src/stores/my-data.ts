import { getMe, getMyCinemas } from '../api/account';
import { toApiError } from '../api/http';
import { getCards, getPointsHistory } from '../api/loyalty';
import { getOrders } from '../api/orders';
import { getMyShows } from '../api/shows';
import { saveFile } from '../platform/download';
import { settledApiContext } from './api-context';
import { $myData } from './my-data-state';
import { emitError } from './outcomes';

export { $myData, type MyDataState } from './my-data-state';

/** `cine-my-data-2026-11-24.json`: named with the day it was made. */
export const myDataFileName = (now: Date) => `cine-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * Everything the API holds about the member, from the calls the account area already makes, as one
 * JSON file (GDPR art. 20, Swiss nFADP art. 28: data portability). Nothing is kept after the download.
 */
export async function collectMyData(now = new Date()) {
  const ctx = await settledApiContext();
  const [client, cinemas, shows, orders, pointsHistory, cards] = await Promise.all([
    getMe(ctx),
    getMyCinemas(ctx),
    getMyShows(ctx),
    getOrders(ctx),
    getPointsHistory(ctx),
    getCards(ctx),
  ]);
  const { newsletters, sendNewsletter, notifications, ...account } = client;
  return {
    exportedAt: now.toISOString(),
    account,
    newsletters: { newsletters, sendNewsletter, notifications },
    favoriteCinemas: cinemas.preferredCinemas,
    shows: shows.shows,
    orders: orders.orders,
    pointsHistory,
    offers: cards.offersList,
  };
}

/** Builds the file and hands it to the browser; a failure is kept for the screen to say. */
export async function downloadMyData(origin?: string): Promise<boolean> {
  if ($myData.get().preparing) return false;
  $myData.set({ preparing: true });
  try {
    const now = new Date();
    const data = await collectMyData(now);
    saveFile(myDataFileName(now), JSON.stringify(data, null, 2));
    $myData.set({ preparing: false });
    return true;
  } catch (err) {
    const failure = toApiError(err);
    $myData.set({ preparing: false, error: failure.code });
    emitError(failure, 'Error.Occurred', origin);
    return false;
  }
}
