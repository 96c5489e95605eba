/** Port of the e2e demo server; away from `npm run demo` (5173) so both can run at once. */
export const E2E_PORT = 5273;
