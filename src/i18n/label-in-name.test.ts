import { describe, expect, it } from 'vitest';
import { setLanguage, t } from './index';

// WCAG 2.5.3: where a control shows one text and is named by another (aria-label),
// the name starts with what it shows, in every language and country variant, so a voice-control user
// can say what they see. [what the control shows, its name]
const PAIRS: readonly [string, string][] = [
  ['ui.ShowPassword', 'ui.ShowPasswordName'],
  ['profile.cinemas.makeMain', 'profile.cinemas.makeMainNamed'],
  ['profile.cinemas.remove', 'profile.cinemas.removeNamed'],
];

const VARIANTS = [
  ['fr', 'CH'],
  ['de', 'CH'],
  ['en', 'CH'],
  ['fr', 'BE'],
  ['nl', 'BE'],
  ['en', 'BE'],
  ['fr', 'SN'],
  ['fr', 'TN'],
] as const;

describe('label in name', () => {
  it.each(VARIANTS)(
    '%s-%s: each named control’s name starts with its visible text',
    async (lang, country) => {
      await setLanguage(lang, country);
      for (const [shown, name] of PAIRS) {
        const visible = t(shown);
        const full = t(name, { name: 'Cine Lausanne Flon' });
        expect(visible, shown).not.toBe(shown);
        expect(full.toLocaleLowerCase().startsWith(visible.toLocaleLowerCase()), `${full} / ${visible}`).toBe(
          true,
        );
      }
    },
  );
});
