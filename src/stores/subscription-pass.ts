import { SubscriptionPass } from '../api/contract/subscription';
import { readCookie } from '../platform/cookies';
import { derive } from '../platform/hydration';
import { $session } from './session-state';
import { $settings } from './settings-state';

export type { SubscriptionPass };

/** Parses the pass cookie; a missing or malformed one is no pass. */
export function parsePass(raw: string | undefined): SubscriptionPass | undefined {
  if (!raw) return undefined;
  try {
    const parsed = SubscriptionPass.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The member's subscription pass, where the settings' subscription front flags show it
 * (`passEnabled` and `frontDisplayed`) and its cookie holds one.
 */
export const $subscriptionPass = derive([$settings, $session], (settings, session) => {
  const flags = settings?.features.subscription;
  if (!settings || !session.token || !flags?.passEnabled || !flags.frontDisplayed) return undefined;
  return parsePass(readCookie(settings.cookies.subscriptionPass));
});
