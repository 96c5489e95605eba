import { format } from 'node:util';

// A unit test fails when it prints an unexpected console.error (React's warnings included).
// scripts/vitest-setup.ts installs the guard; a test that expects an error says so with
// allowConsoleError(). Replacing console.error in a test (vi.spyOn(console, 'error').mockImplementation)
// also silences the guard for that test, as that test clearly expects the error.

type Pattern = string | RegExp;

/** Records console errors; `print` shows the ones no test allowed. */
export function createConsoleErrorGuard(print: (...args: unknown[]) => void) {
  let unexpected: string[] = [];
  let allowed: Pattern[] | 'all' = [];
  const isAllowed = (text: string) =>
    allowed === 'all' ||
    allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
  return {
    /** Stands in for console.error. */
    error(...args: unknown[]): void {
      const text = format(...args);
      if (isAllowed(text)) return;
      unexpected.push(text);
      print(...args);
    },
    allow(patterns: Pattern[]): void {
      if (patterns.length === 0) allowed = 'all';
      else if (allowed !== 'all') allowed.push(...patterns);
    },
    reset(): void {
      unexpected = [];
      allowed = [];
    },
    /** Throws when an error was printed that no test allowed, then forgets it. */
    check(when = ''): void {
      if (!unexpected.length) return;
      const shown = unexpected.map((text) => `  - ${text.split('\n').slice(0, 3).join('\n    ')}`);
      unexpected = [];
      throw new Error(
        `console.error was called ${shown.length} time(s)${when}; if the test expects it, call allowConsoleError() (tests/setup/console-errors.ts):\n${shown.join('\n')}`,
      );
    },
  };
}

type Guard = ReturnType<typeof createConsoleErrorGuard>;

// On globalThis: the setup file and a test file share one guard whatever the module graph.
const KEY = Symbol.for('cine-account.console-error-guard');
const holder = globalThis as typeof globalThis & { [KEY]?: Guard };

/** Replaces console.error with the guard, which still prints what it does not expect. */
export function installConsoleErrorGuard(): void {
  // Again when vitest gave this file a new console: the guard must sit on the one tests print to.
  if (holder[KEY] && console.error === holder[KEY].error) return;
  const guard = createConsoleErrorGuard(console.error.bind(console));
  holder[KEY] = guard;
  console.error = guard.error;
}

/**
 * Lets the current test print console errors: every one, or those containing a string or matching a
 * RegExp. Allowed errors are not printed. Resets at the next test.
 */
export function allowConsoleError(...patterns: Pattern[]): void {
  holder[KEY]?.allow(patterns);
}

/**
 * beforeEach: fails when an error came between tests (module load, beforeAll, a previous test's late
 * async work), so none goes unnoticed; then forgets what the previous test printed and allowed.
 */
export function startConsoleErrorTest(): void {
  const guard = holder[KEY];
  try {
    guard?.check(' before this test started (at load, in beforeAll or late from the previous test)');
  } finally {
    guard?.reset();
  }
}

/** afterEach and afterAll: fails when the test (or file) printed a console error it did not allow. */
export function failOnConsoleErrors(): void {
  holder[KEY]?.check();
}
