import { map } from 'nanostores';
import { postContactOffer } from '../api/contact-offer';
import type { ContactOfferKind, ContactOfferRequest } from '../api/contract/contact-offer';
import { apiContext } from './api-context';
import { type SendState, sendOnce } from './form-send';

export {
  BUDGET_BANDS,
  budgetBand,
  CONTACT_OFFER_KINDS,
  type ContactOfferKind,
  OFFER_FIELDS,
  type OfferField,
} from '../api/contract/contact-offer';

export const $contactOffer = map<SendState>({ submitting: false, sent: false, failures: 0 });

/** Sends the request to the events team once per click burst; a failure keeps every value. */
export const sendContactOffer = (kind: ContactOfferKind, request: ContactOfferRequest, origin?: string) =>
  sendOnce($contactOffer, 'contactOffer', () => postContactOffer(apiContext(), kind, request), origin);

/** Back to an empty form. */
export function startContactOffer(): void {
  $contactOffer.set({ submitting: false, sent: false, failures: 0 });
}
