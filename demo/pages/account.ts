// The standalone account site: every element registered up front, the page language kept in sync.
import './console-record';
import './demo.css';
import '../../src/elements/cine-account';
import '../../src/elements/cine-language-switcher';
import '../../src/elements/cine-user-menu';
import { $config } from '../../src/stores/config';
import { syncPageLanguage } from './lang-sync';

syncPageLanguage();
// In a partner's iframe or an app's webview the host page is the chrome: show only the screen.
document.body.classList.toggle('bare', $config.get().context !== 'browser');
// The app banner and the footer are the site's chrome: they load after the screen, and only on the site.
if ($config.get().context === 'browser') {
  void import('../../src/elements/cine-app-banner');
  void import('../../src/elements/cine-footer');
} else {
  for (const chrome of document.querySelectorAll('cine-app-banner, cine-footer')) chrome.remove();
}
