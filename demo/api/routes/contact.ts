import type { Hono } from 'hono';
import type { Ack } from '../../../src/api/contract/common';
import { ContactSupportRequest } from '../../../src/api/contract/contact';
import type { ApiEnv, Deps } from '../context';
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
