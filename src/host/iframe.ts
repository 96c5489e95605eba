import * as z from 'zod/mini';
import { isFramed } from '../platform/context';
import { $config } from '../stores/config';
import { $settings } from '../stores/settings-state';

/** The `api` part of a message to the parent (spec section 3 "Iframe message"). */
export type IframeApi = { error: string; errorDescription: string; httpStatus: number; httpMessage: string };

/** What the parent window receives; `token` only with LOGIN_SUCCESSFUL. */
export type IframeMessage = {
  code: string;
  message: string;
  success: boolean;
  api: IframeApi;
  token?: string;
};

/** A message from the parent window, once validated. */
export const ParentMessage = z.object({
  type: z.string().check(z.minLength(1)),
  payload: z.optional(z.unknown()),
});
export type ParentMessage = z.infer<typeof ParentMessage>;

/** Builds the spec's message shape, filling what a failure or success did not say. */
export function iframeMessage(parts: {
  code: string;
  success: boolean;
  message?: string | undefined;
  token?: string | undefined;
  api?: Partial<IframeApi> | undefined;
}): IframeMessage {
  const api: IframeApi = {
    error: parts.api?.error ?? '',
    errorDescription: parts.api?.errorDescription ?? '',
    httpStatus: parts.api?.httpStatus ?? 0,
    httpMessage: parts.api?.httpMessage ?? '',
  };
  const message: IframeMessage = {
    code: parts.code,
    message: parts.message ?? '',
    success: parts.success,
    api,
  };
  return parts.token ? { ...message, token: parts.token } : message;
}

/** `value` itself when it is an exact origin (`https://host[:port]`), else undefined. */
export function exactOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { origin } = new URL(value);
    return origin !== 'null' && origin === value.replace(/\/$/, '') ? origin : undefined;
  } catch {
    return undefined;
  }
}

function originOfUrl(value: string | undefined): string | undefined {
  try {
    return value ? exactOrigin(new URL(value).origin) : undefined;
  } catch {
    return undefined;
  }
}

/** Origins a parent may have: the `parent-origin` attribute and the settings allowlist. */
export function allowedParentOrigins(): string[] {
  const listed = [$config.get().parentOrigin, ...($settings.get()?.allowedOrigins ?? [])];
  return listed.map(exactOrigin).filter((origin): origin is string => origin !== undefined);
}

/**
 * The parent's exact origin, or undefined when it cannot be established: the `parent-origin`
 * attribute if set, else `location.ancestorOrigins` / `document.referrer`, only if allowlisted.
 */
export function resolveParentOrigin(win: Window = window): string | undefined {
  if (!isFramed(win)) return undefined;
  const configured = exactOrigin($config.get().parentOrigin);
  if (configured) return configured;
  const allowed = allowedParentOrigins();
  const seen = [win.location.ancestorOrigins?.[0], win.document.referrer].map(originOfUrl);
  return seen.find((origin) => origin !== undefined && allowed.includes(origin));
}

/**
 * Posts to the parent window, only to `targetOrigin` and only if it is exactly one of the allowed
 * origins: never `"*"` (a token posted to any origin is an account takeover). Returns whether it posted.
 */
export function postToParent(
  message: IframeMessage,
  targetOrigin: string | undefined,
  allowed: readonly string[] = allowedParentOrigins(),
  win: Window = window,
): boolean {
  const origin = exactOrigin(targetOrigin);
  if (!origin || origin !== targetOrigin?.replace(/\/$/, '') || !allowed.includes(origin) || !isFramed(win)) {
    return false;
  }
  win.parent.postMessage(message, origin);
  return true;
}

/**
 * Calls `handler` with messages from the parent window only, from an allowed origin, that parse
 * with `schema`. Returns the function that stops listening.
 */
export function listenToParent<T = ParentMessage>(
  handler: (message: T, origin: string) => void,
  schema: z.ZodMiniType<T> = ParentMessage as unknown as z.ZodMiniType<T>,
  win: Window = window,
): () => void {
  const receive = (event: MessageEvent) => {
    if (!isFramed(win) || event.source !== win.parent) return;
    if (!allowedParentOrigins().includes(event.origin)) return;
    const parsed = schema.safeParse(event.data);
    if (parsed.success) handler(parsed.data, event.origin);
  };
  win.addEventListener('message', receive);
  return () => win.removeEventListener('message', receive);
}
