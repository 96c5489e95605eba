// A partner page: embeds the cinema's login-iframe and lists every message it receives.
import '../../site/site.css';

const port = window.location.port ? `:${window.location.port}` : '';
const accountOrigin = `${window.location.protocol}//ch.localhost${port}`;
const frame = document.getElementById('account-frame') as HTMLIFrameElement;
const log = document.getElementById('message-log') as HTMLOListElement;
const hostLabel = document.getElementById('host-origin');

if (hostLabel) hostLabel.textContent = window.location.origin;
// No parent-origin in the URL: anyone could write one. The frame checks this page's origin against its allowlist.
frame.src = `${accountOrigin}/fr/login-iframe`;

window.addEventListener('message', (event: MessageEvent) => {
  // A partner would check event.origin; the demo records everything so a test can see what arrived.
  const item = document.createElement('li');
  item.dataset.origin = event.origin;
  item.textContent = `${event.origin} ${JSON.stringify(event.data)}`;
  log.append(item);
});
