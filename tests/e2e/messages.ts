import type { Page } from '@playwright/test';

// Words that would mean an English or untranslated message on a French or German page.
const UNTRANSLATED = /Error\.|EC-\d|\b(the|error|please|try)\b/i;

/** The messages on screen: alerts with text, in the elements and in the page's toasts. */
export const visibleAlerts = (page: Page) => page.locator('[role="alert"]:visible').filter({ hasText: /\S/ });

/** A problem line for each message not in the page's language (a key, a code, English). */
export const untranslated = (said: string[]) =>
  said.filter((text) => UNTRANSLATED.test(text)).map((text) => `untranslated "${text}"`);
