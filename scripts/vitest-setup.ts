import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself with vitest globals on; we keep globals off.
afterEach(cleanup);
