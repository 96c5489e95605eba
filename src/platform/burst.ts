/** A double or triple click, or Enter pressed three times, lands within this window. */
export const BURST_MS = 600;

/**
 * One request per click burst even when the server answers between the clicks: a submit
 * with the same values as the one just answered, inside the window, belongs to the same burst.
 */
export function burstGuard(now: () => number = () => Date.now()) {
  let last: { key: string; at: number } | undefined;
  return {
    repeats: (key: string) => last !== undefined && last.key === key && now() - last.at < BURST_MS,
    answered: (key: string) => {
      last = { key, at: now() };
    },
  };
}
