// The standalone account site: the router first, the page language kept in sync.
import './site.css';
import '../src/elements/cine-account';
import { $config } from '../src/stores/config';
import { syncPageLanguage } from './lang-sync';
import { whenScreenShown } from './screen-shown';

syncPageLanguage();
const browser = $config.get().context === 'browser';
// In a partner's iframe or an app's webview the host page is the chrome: show only the screen.
document.body.classList.toggle('bare', !browser);
if (!browser) for (const chrome of document.querySelectorAll('cine-app-banner, cine-footer')) chrome.remove();
// The screen a person came for hydrates first; the site's chrome (painted from the HTML, its links
// working) loads once it is shown, so a sign-in at first sight never waits behind it.
const router = document.querySelector('cine-account');
const chrome = router ? whenScreenShown(router) : Promise.resolve();
void chrome.then(() => {
  void import('../src/elements/cine-language-switcher');
  void import('../src/elements/cine-user-menu');
  if (!browser) return;
  // The banner comes whole in the HTML, or not at all where it does not show (site/server/app-banner.ts).
  if (document.querySelector('cine-app-banner')) void import('../src/elements/cine-app-banner');
  void import('../src/elements/cine-footer');
});
