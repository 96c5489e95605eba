/** What the page's Trusted Types policy makes: values a `require-trusted-types-for 'script'` page accepts. */
export interface ScriptPolicy {
  createScript(text: string): string;
  createScriptURL(url: string): string;
}

type Factory = { createPolicy(name: string, rules: ScriptPolicy): ScriptPolicy };

/** The policy's name, for an integrator whose CSP lists allowed ones (`trusted-types cine-account`). */
export const POLICY_NAME = 'cine-account';

let policy: ScriptPolicy | null | undefined;
let refused = false;

/**
 * Our one Trusted Types policy, or undefined where the browser has none or the page's CSP does not
 * allow it. It passes values through: only the settings' injections (from our API) and our own service
 * worker's URL use it.
 */
export function scriptPolicy(win: Window = window): ScriptPolicy | undefined {
  if (policy === undefined) {
    const factory = (win as unknown as { trustedTypes?: Factory }).trustedTypes;
    try {
      policy =
        factory?.createPolicy(POLICY_NAME, { createScript: (text) => text, createScriptURL: (url) => url }) ??
        null;
    } catch {
      // A `trusted-types` directive without our name: the browser then refuses the injection, and says so.
      policy = null;
      refused = true;
    }
  }
  return policy ?? undefined;
}

/** True when the browser enforces Trusted Types and the page's CSP refused our policy (`trusted-types 'none'`). */
export function scriptPolicyRefused(win: Window = window): boolean {
  scriptPolicy(win);
  return refused;
}
