import { atom } from 'nanostores';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** What a store action asks to show: translation keys, rendered by the ToastRegion. */
export type ToastInput = {
  kind: ToastKind;
  title: string;
  message: string;
  values?: Record<string, unknown>;
  /** `message` is the server's own text (shown as text, never as HTML), not a key. */
  raw?: boolean;
};

/** A visible toast. */
export type Toast = ToastInput & { id: number };

/** How long a toast of the account area stays (spec section 9). */
export const TOAST_DURATION_MS = 10000;

/** Visible toasts, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 0;

const sameToast = (a: ToastInput, b: ToastInput) =>
  a.kind === b.kind &&
  a.title === b.title &&
  a.message === b.message &&
  JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

/**
 * Shows a toast for 10 seconds. The same toast (kind, title, message) is never shown twice at
 * once, even when two elements ask: the id of the visible one is returned instead.
 */
export function showToast(input: ToastInput): number {
  const existing = $toasts.get().find((toast) => sameToast(toast, input));
  if (existing) return existing.id;
  nextId += 1;
  const id = nextId;
  $toasts.set([...$toasts.get(), { ...input, id }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

/** Removes a toast (its close button, or its timer). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const left = $toasts.get().filter((toast) => toast.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

/** Removes every toast (tests, and a full page reset). */
export function clearToasts(): void {
  for (const toast of $toasts.get()) dismissToast(toast.id);
}
