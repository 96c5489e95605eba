declare global {
  interface Window {
    /** What every payload calls if it ever runs. */
    __pwned: (id: string | number) => void;
    __pwnedIds: (string | number)[];
  }
}

/** An init script: records each payload that runs, so a suite can count 0. */
export function recordPwned(): void {
  window.__pwnedIds = [];
  window.__pwned = (id) => window.__pwnedIds.push(id);
}
