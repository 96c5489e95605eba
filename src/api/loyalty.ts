import { CardsResponse, PointsHistoryResponse } from './contract/loyalty';
import { type ApiContext, request } from './http';

/** GET accounts/me/points-history: points earned and consumed. */
export const getPointsHistory = (ctx: ApiContext) =>
  request(ctx, { path: 'accounts/me/points-history' }, PointsHistoryResponse);

/** GET accounts/me/cards: the member's offers. */
export const getCards = (ctx: ApiContext) => request(ctx, { path: 'accounts/me/cards' }, CardsResponse);
