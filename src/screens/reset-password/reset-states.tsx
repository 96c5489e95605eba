import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';
import { SectionLink } from '../forgotten-password/recovery-parts';

/** Which end state the reset screen shows instead of its form. */
export type ResetEndState = 'done' | 'expired' | 'missing';

const TEXTS = {
  done: { title: 'password.reset.doneTitle', text: 'password.reset.doneText' },
  expired: { title: 'password.reset.expiredTitle', text: 'password.reset.expiredText' },
  missing: { title: 'password.reset.missingTitle', text: 'password.reset.missingText' },
} as const;

/**
 * The end states of a reset: changed (with a link to sign in), a used or expired link, or a link
 * without its token (both with a link that asks for a new one).
 */
export function ResetEnd({ state, focus }: { state: ResetEndState; focus: boolean }) {
  const { t } = useT();
  const { context } = useStore($config);
  const { title, text } = TEXTS[state];
  return (
    <div className="recovery__state" part={state}>
      <Heading level={1} key={state} focusOnMount={focus}>
        {t(title)}
      </Heading>
      <p role={state === 'done' ? 'status' : undefined}>{t(text)}</p>
      <p className="recovery__links">
        {state === 'done' ? (
          context !== 'webview' && <SectionLink section="login">{t('password.reset.login')}</SectionLink>
        ) : (
          <SectionLink section="forgottenPassword">{t('password.reset.requestNew')}</SectionLink>
        )}
      </p>
    </div>
  );
}
