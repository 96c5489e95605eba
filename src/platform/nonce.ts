/**
 * The CSP nonce of this page, if it has one: from a nonced script (browsers hide the attribute's
 * value but keep the `nonce` property) or a `<meta name="csp-nonce">`.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  const fromScript = script?.nonce || script?.getAttribute('nonce');
  const fromMeta = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return fromScript || fromMeta || undefined;
}
