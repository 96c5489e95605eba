/**
 * The autoloader: include it once and every `cine-*` tag on the page (now or later, in the document or
 * in open shadow roots) loads its element module, and only those.
 *
 * ```html
 * <script type="module" src="https://cdn.example/cine-account/autoloader.js"></script>
 * <cine-login></cine-login>
 * ```
 */
import { keepFragmentTarget } from './platform/fragment-target';
import { retryImport } from './platform/retry-import';

// Generated at build time: every tag file in elements/ becomes its own lazily loaded chunk.
const modules = import.meta.glob('./elements/cine-*.ts');
const loaders = new Map<string, () => Promise<unknown>>();
for (const [path, load] of Object.entries(modules)) loaders.set(path.slice(11, -3), load);

const observed = new WeakSet<Node>();
const observer = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
});

function load(tag: string): void {
  const loader = loaders.get(tag);
  if (!loader) return;
  loaders.delete(tag);
  // A failed download (offline) is tried again when the network returns, then when the tag shows up again.
  retryImport(loader).catch((error: unknown) => {
    loaders.set(tag, loader);
    console.error(`[cine] could not load <${tag}>`, error);
  });
  if (loaders.size === 0) observer.disconnect();
}

function watch(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  observer.observe(root, { childList: true, subtree: true });
  discover(root);
}

function discover(root: ParentNode): void {
  if (loaders.size === 0) return;
  if (root instanceof Element) {
    load(root.localName);
    if (root.shadowRoot) watch(root.shadowRoot);
  }
  for (const element of root.querySelectorAll('*')) {
    if (element.localName.startsWith('cine-')) load(element.localName);
    if (element.shadowRoot) watch(element.shadowRoot);
  }
}

watch(document);
// Opened at a fragment, the page keeps its target in view while the elements above it grow.
keepFragmentTarget();
