import { Injection } from '../api/contract/settings';
import { pageNonce } from '../platform/nonce';
import { POLICY_NAME, scriptPolicy, scriptPolicyRefused } from '../platform/trusted-types';

const applied = new Set<string>();
let warned = false;

// Said once per page, never thrown at the page as an uncaught error.
function warnSkipped(reason: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `[cine-account] the settings' script injections are skipped: the page's Trusted Types policy does not allow the "${POLICY_NAME}" policy (${reason})`,
  );
}

// Inline handlers run outside the nonce, so an injection never carries one.
const isHandler = (name: string) => /^on/i.test(name);
const URL_ATTRIBUTES = new Set(['src', 'href', 'action', 'formaction', 'srcset', 'content']);
const isScriptUrl = (value: string) => /^\s*(javascript|data|vbscript):/i.test(value);

/**
 * Adds the settings' injections (spec section 3) to the page: only `script`, `noscript`, `link` and
 * `meta` elements, made with `document.createElement`, with the page's CSP nonce, each once per page.
 * Call it only with the settings response. Returns the elements added.
 */
export function applyInjections(injections: readonly unknown[], doc: Document = document): Element[] {
  const added: Element[] = [];
  for (const raw of injections) {
    const parsed = Injection.safeParse(raw);
    if (!parsed.success) continue;
    const injection = parsed.data;
    const key = JSON.stringify(injection);
    if (applied.has(key)) continue;
    applied.add(key);
    // `trusted-types 'none'` (or a list without ours): a script could only be made by breaking the rule.
    if (injection.element === 'script' && scriptPolicyRefused(doc.defaultView ?? window)) {
      warnSkipped(`trusted-types without '${POLICY_NAME}'`);
      continue;
    }
    try {
      added.push(inject(injection, doc));
    } catch (error) {
      warnSkipped(error instanceof Error ? error.message : String(error));
    }
  }
  return added;
}

function inject(injection: Injection, doc: Document): Element {
  const element = doc.createElement(injection.element);
  // Under Trusted Types a script's source and text must come through a policy.
  const policy = injection.element === 'script' ? scriptPolicy() : undefined;
  for (const [name, value] of Object.entries(injection.attributes ?? {})) {
    if (isHandler(name) || name.toLowerCase() === 'nonce') continue;
    if (URL_ATTRIBUTES.has(name.toLowerCase()) && isScriptUrl(value)) continue;
    const source = policy && name.toLowerCase() === 'src' ? policy.createScriptURL(value) : value;
    element.setAttribute(name, source);
  }
  const nonce = pageNonce(doc);
  if (nonce && injection.element !== 'meta') element.setAttribute('nonce', nonce);
  if (injection.value) element.textContent = policy?.createScript(injection.value) ?? injection.value;
  let node: Element = element;
  if (injection.inNoScript && injection.element !== 'noscript') {
    node = doc.createElement('noscript');
    node.append(element);
  }
  (injection.inHead ? doc.head : doc.body).append(node);
  return node;
}
