import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// The console-error guard every test file has; its after hooks run after the cleanup below,
// as after hooks run last-registered first, so unmount errors count too.
import './vitest-setup-node';

// Testing Library only cleans up by itself with vitest globals on; we keep globals off.
afterEach(cleanup);

// Reactions load modules on first use (tracking, iframe, kept tickets): let those imports finish
// before the file's environment is torn down, or a busy machine reports them as unhandled errors.
afterAll(() => vi.dynamicImportSettled());
