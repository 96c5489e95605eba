import { describe, expect, it } from 'vitest';
import { $outcome, emitOutcome, onOutcome } from './outcomes';

describe('outcomes', () => {
  it('notifies twice for two equal outcomes, with growing sequence numbers', () => {
    const seen: number[] = [];
    const stop = onOutcome((outcome) => seen.push(outcome.seq));
    emitOutcome({ type: 'loggedOut' });
    emitOutcome({ type: 'loggedOut' });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBeGreaterThan(seen[0] ?? Infinity);
    expect($outcome.get()).toMatchObject({ type: 'loggedOut', seq: seen[1] });
    stop();
    emitOutcome({ type: 'navigate', to: '/fr' });
    expect(seen).toHaveLength(2);
  });
});
