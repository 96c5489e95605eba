import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import {
  failOnConsoleErrors,
  installConsoleErrorGuard,
  startConsoleErrorTest,
} from '../tests/setup/console-errors';

// point 26: a test that prints an unexpected console.error fails (tests/setup/console-errors.ts).
installConsoleErrorGuard();
beforeEach(startConsoleErrorTest);
// After hooks run last-registered first: this check runs after cleanup, so unmount errors count too.
afterEach(failOnConsoleErrors);
afterAll(failOnConsoleErrors);

// Testing Library only cleans up by itself with vitest globals on; we keep globals off.
afterEach(cleanup);

// Reactions load modules on first use (tracking, iframe, kept tickets): let those imports finish
// before the file's environment is torn down, or a busy machine reports them as unhandled errors.
afterAll(() => vi.dynamicImportSettled());
