import { Ack } from './contract/common';
import type { ContactOfferKind, ContactOfferRequest } from './contract/contact-offer';
import { type ApiContext, request } from './http';

/** POST contact-offer/{kind}: a 401 here is the screen's answer, not a logout (spec section 8). */
export const postContactOffer = (ctx: ApiContext, kind: ContactOfferKind, body: ContactOfferRequest) =>
  request(ctx, { method: 'POST', path: `contact-offer/${kind}`, body }, Ack);
