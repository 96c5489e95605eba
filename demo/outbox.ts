// The dev inbox: lists what the demo API e-mailed (GET /api/dev/outbox), with codes and links.
import '../site/site.css';
import { type OutboxMessage, OutboxResponse } from '../src/api/contract/outbox';

const REFRESH_MS = 3000;
const form = document.getElementById('outbox-filter') as HTMLFormElement;
const recipient = document.getElementById('outbox-to') as HTMLInputElement;
const status = document.getElementById('outbox-status') as HTMLParagraphElement;
const table = document.getElementById('outbox-table') as HTMLTableElement;
const rows = document.getElementById('outbox-rows') as HTMLTableSectionElement;
let lastSeen: string | undefined;

const query = () => (recipient.value.trim() ? `?to=${encodeURIComponent(recipient.value.trim())}` : '');

function cell(...content: (string | Node)[]): HTMLTableCellElement {
  const td = document.createElement('td');
  td.append(...content);
  return td;
}

function proof(message: OutboxMessage): Node {
  if (message.link) {
    const anchor = document.createElement('a');
    anchor.href = message.link;
    anchor.textContent = message.kind === 'reset-password' ? 'Reset the password' : message.link;
    return anchor;
  }
  const code = document.createElement('code');
  code.textContent = message.code ?? '';
  return code;
}

function render(messages: OutboxMessage[]): void {
  const signature = messages.map((message) => message.id).join();
  // Re-rendering unchanged rows would move keyboard focus away from a link being tabbed to.
  if (signature === lastSeen) return;
  lastSeen = signature;
  rows.replaceChildren(
    ...messages.map((message) => {
      const row = document.createElement('tr');
      const time = document.createElement('time');
      time.dateTime = message.sentAt;
      time.textContent = new Date(message.sentAt).toLocaleString('en-GB');
      row.append(cell(time), cell(message.to), cell(message.subject), cell(proof(message)));
      return row;
    }),
  );
  table.hidden = messages.length === 0;
  status.textContent = messages.length === 0 ? 'No e-mails yet.' : `${messages.length} e-mail(s).`;
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch(`/api/dev/outbox${query()}`, { cache: 'no-store' });
    render(OutboxResponse.parse(await response.json()).messages);
  } catch (error) {
    lastSeen = undefined;
    status.textContent = `The outbox could not be read (${String(error)}).`;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  lastSeen = undefined;
  void refresh();
});
document.getElementById('outbox-refresh')?.addEventListener('click', () => void refresh());
document.getElementById('outbox-clear')?.addEventListener('click', async () => {
  await fetch(`/api/dev/outbox${query()}`, { method: 'DELETE' });
  void refresh();
});
void refresh();
setInterval(() => void refresh(), REFRESH_MS);
