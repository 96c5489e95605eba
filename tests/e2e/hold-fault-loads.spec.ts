import { loadFaultTests } from './fault-loads';

// Faults on what the screens load, part 1: a malformed body (said at once), a 500
// and a timeout (said once the GET's tries are spent: the page's clock runs them) on each call a
// screen makes as it shows. Each wants a message in the page's language with a retry control, no
// uncaught exception, and the block's content once the fault is gone and the customer retries,
// without a reload. Part 2 is hold-fault-loads-more.spec.ts, so both run in parallel workers.
loadFaultTests(['malformed', '500', 'timeout']);
