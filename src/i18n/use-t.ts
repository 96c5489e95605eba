import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { LanguageCode } from '../api/contract/common';
import { $lang, $locale, $textsVersion, fixedT, type Translate } from './index';

/** What {@link useT} returns: callable as `t(key, values?)`, and destructurable as `{t, lang, locale}`. */
export type UseT = Translate & { t: Translate; lang: LanguageCode | ''; locale: string };

/**
 * Translation for React views: `const t = useT()` or `const {t, lang} = useT()`; `useT('login')`
 * looks in that namespace first. The component re-renders when the page language (or its country
 * variant) changes or more texts arrive, and `t` changes identity with it.
 */
export function useT(namespace?: string): UseT {
  const lang = useStore($lang);
  const locale = useStore($locale);
  const version = useStore($textsVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh `t` per text version, so memoised children see new texts.
  return useMemo<UseT>(() => {
    const t = fixedT(namespace);
    return Object.assign(t, { t, lang, locale });
  }, [namespace, lang, locale, version]);
}
