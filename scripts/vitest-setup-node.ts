import { afterAll, afterEach, beforeEach } from 'vitest';
import {
  failOnConsoleErrors,
  installConsoleErrorGuard,
  startConsoleErrorTest,
} from '../tests/setup/console-errors';

// A test that prints an unexpected console.error fails (tests/setup/console-errors.ts).
installConsoleErrorGuard();
beforeEach(startConsoleErrorTest);
afterEach(failOnConsoleErrors);
afterAll(failOnConsoleErrors);
