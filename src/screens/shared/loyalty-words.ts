import { useStore } from '@nanostores/react';
import { $loyaltyRuns } from '../../stores/settings-state';

/**
 * Picks the key of a text that speaks of points: its `_noLoyalty` wording where the programme does
 * not run (issue 23 point 3), else the key as it is.
 */
export function useLoyaltyWords(): (key: string) => string {
  const runs = useStore($loyaltyRuns);
  return (key) => (runs ? key : `${key}_noLoyalty`);
}
