import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '../../src/api/contract/outbox';
import type { Deps } from './context';

type Mail = Omit<OutboxMessage, 'id' | 'sentAt'>;
type OutboxRow = { id: string; to_email: string; subject: string; body: string; kind: OutboxMessage['kind'] };

/** "Sends" an e-mail: the dev outbox is the demo's mail server. */
export async function sendMail(deps: Deps, mail: Mail): Promise<void> {
  await deps.db.pg.query(
    'insert into outbox (id, to_email, subject, body, kind, code, link, sent_at) values ($1,$2,$3,$4,$5,$6,$7,$8)',
    [randomUUID(), mail.to, mail.subject, mail.text, mail.kind, mail.code, mail.link, deps.now()],
  );
}

/** Newest first, optionally for one recipient. */
export async function listMail(deps: Deps, to?: string): Promise<OutboxMessage[]> {
  const result = await deps.db.pg.query<
    OutboxRow & { code: string | null; link: string | null; sent_at: number }
  >(`select * from outbox where ($1::text is null or to_email = lower($1)) order by seq desc`, [
    to?.trim() || null,
  ]);
  return result.rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    kind: row.kind,
    code: row.code ?? undefined,
    link: row.link ?? undefined,
    sentAt: new Date(Number(row.sent_at)).toISOString(),
  }));
}

export async function clearMail(deps: Deps, to?: string): Promise<void> {
  await deps.db.pg.query('delete from outbox where ($1::text is null or to_email = lower($1))', [
    to?.trim() || null,
  ]);
}
