import type { Hono } from 'hono';
import type { Ack, CountryCode } from '../../../src/api/contract/common';
import { ContactSupportRequest } from '../../../src/api/contract/contact';
import {
  budgetBand,
  CONTACT_OFFER_KINDS,
  type ContactOfferRequest,
  contactOfferRequest,
} from '../../../src/api/contract/contact-offer';
import type { ApiEnv, Deps } from '../context';
import { fail } from '../errors';
import { sendMail } from '../outbox';
import { readBody, rejectChallenge } from '../request';

/** `POST contact-support`: the message goes to the country's support team, in the dev outbox. */
export function contactRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  api.post('/contact-support', async (c) => {
    const body = await readBody(c, ContactSupportRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    const { topic, name, email, orderReference, message } = body.data;
    await sendMail(deps, {
      to: `support@${c.var.country.toLowerCase()}.cine.test`,
      subject: `Contact (${topic}) from ${name}`,
      text: [
        'Kind: contact-support',
        `Topic: ${topic}`,
        `Name: ${name}`,
        `E-mail: ${email}`,
        `Order reference: ${orderReference ?? '-'}`,
        `Language: ${c.var.lang}`,
        `Message: ${message}`,
      ].join('\n'),
      kind: 'contact',
    });
    const ack: Ack = { success: true };
    return c.json(ack);
  });
}

/** The budget band as the events team reads it: its id and its amounts in the country's currency. */
function budgetLine(country: CountryCode, band: unknown): string {
  const { currency, min, max } = budgetBand(country, String(band));
  const amount = (value: number) => `${currency} ${value.toLocaleString('en')}`;
  const range =
    min === undefined
      ? `under ${amount(max ?? 0)}`
      : max === undefined
        ? `over ${amount(min)}`
        : `${amount(min)} to ${amount(max)}`;
  return `${band} (${range})`;
}

/** `POST contact-offer/{kind}`: the request goes to the country's events team, every field in the text. */
export function contactOfferRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  api.post('/contact-offer/:kind', async (c) => {
    const kind = CONTACT_OFFER_KINDS.find((entry) => entry === c.req.param('kind'));
    if (!kind) return fail(c, 404, 'EC-404', 'No such contact-offer form');
    const body = await readBody(c, contactOfferRequest(kind));
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    const data = body.data as ContactOfferRequest;
    const fields = Object.entries(data).filter(([name]) => name !== 'challenge');
    await sendMail(deps, {
      to: `events@${c.var.country.toLowerCase()}.cine.test`,
      subject: `Contact offer (${kind}) from ${String(data.contactName)}`,
      text: [
        `Kind: ${kind}`,
        `Language: ${c.var.lang}`,
        ...fields.map(
          ([name, value]) =>
            `${name}: ${name === 'budget' ? budgetLine(c.var.country, value) : (value ?? '-')}`,
        ),
      ].join('\n'),
      kind: 'contact',
    });
    const ack: Ack = { success: true };
    return c.json(ack);
  });
}
