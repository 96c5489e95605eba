import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type * as z from 'zod/mini';
import type { Ack } from '../../../src/api/contract/common';
import { LanguageCode } from '../../../src/api/contract/common';
import type { OutboxResponse } from '../../../src/api/contract/outbox';
import type { ApiEnv, Deps } from '../context';
import { COUNTRIES } from '../countries';
import { encryptJson } from '../crypto';
import { FAULT_COOKIE, FAULT_HEADER, requestedFaults } from '../middleware/faults';
import { clearMail, listMail } from '../outbox';

/** Developer tools of the demo (never in production): outbox, faults, entity links. */
export function devRoutes(deps: Deps): Hono<ApiEnv> {
  const dev = new Hono<ApiEnv>();

  dev.get('/outbox', async (c) => {
    const body: z.infer<typeof OutboxResponse> = {
      messages: await listMail(deps, c.req.query('to')),
    };
    return c.json(body);
  });

  dev.delete('/outbox', async (c) => {
    await clearMail(deps, c.req.query('to'));
    const ack: Ack = { success: true };
    return c.json(ack);
  });

  dev.get('/faults', (c) => c.json(requestedFaults(c.req.header(FAULT_HEADER), getCookie(c, FAULT_COOKIE))));

  // Produces the encrypted link a marketing e-mail would carry to prefill signup.
  dev.get('/entity', (c) => {
    const query = c.req.query();
    const parsedLang = LanguageCode.safeParse(query.lang);
    const lang = parsedLang.success ? parsedLang.data : COUNTRIES[c.var.country].defaultLanguage;
    const info = {
      email: query.email ?? '',
      firstname: query.firstname ?? '',
      lastname: query.lastname ?? '',
      ...(query.returnUrl ? { returnUrl: query.returnUrl } : {}),
    };
    const entity = encryptJson(info, deps.secret);
    return c.json({ entity, link: `/${lang}/signup?entity=${entity}` });
  });

  return dev;
}
