// The demo's terms of use and privacy policy (`/legal.html?doc=terms|privacy&lang=fr`), linked from signup.
import '../../site/site.css';
import { legalDoc } from '../legal-docs';

const { lang, title, text } = legalDoc(new URLSearchParams(location.search));
document.documentElement.lang = lang;
document.title = title;
const set = (id: string, value: string) => {
  const node = document.getElementById(id);
  if (node) node.textContent = value;
};
set('legal-title', title);
set('legal-text', text);
