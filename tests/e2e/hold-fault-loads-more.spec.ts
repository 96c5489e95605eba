import { loadFaultTests } from './fault-loads';

// Faults on what the screens load, part 2: a 401 (a visitor is told and retries; a
// member is signed out to the login page in the page's language and, signed in again, is back on the
// screen with its content) and 3 s of latency (the content, nothing said) on each call a screen
// makes as it shows. Part 1 (malformed, 500, timeout) is hold-fault-loads.spec.ts.
loadFaultTests(['401', 'latency']);
