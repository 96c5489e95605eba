import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { $forgottenPassword, askPasswordReset, restartPasswordReset } from '../../stores/password-recovery';
import { Heading } from '../../ui/heading';
import { useIsland } from '../../ui/island-context';
import { LinkButton } from '../../ui/link-button';
import { useStore } from '../../ui/use-store';
import { AlreadySignedIn, useSignedIn } from '../already-signed-in/already-signed-in';
import { ForgottenForm } from './forgotten-form';
import { FormIntro, RecoveryPage, SectionLink, useStateChanged } from './recovery-parts';
import type { ForgottenValues } from './recovery-validate';

/**
 * Ask for a password reset link (e-mail and captcha). The confirmation reads the same whether the
 * e-mail has an account or not: the screen never discloses who is a member.
 */
export function ForgottenPasswordScreen() {
  const { t } = useT();
  const { id, prefix } = useIsland();
  const { context } = useStore($config);
  const { submitting, sent, error } = useStore($forgottenPassword);
  const [values, setValues] = useState<ForgottenValues>({ email: '' });
  const [attempt, setAttempt] = useState(0);
  const moved = useStateChanged(sent ? 'sent' : 'form');
  // Coming back to the screen shows the form, not the last "check your inbox".
  useEffect(() => restartPasswordReset, []);

  const signedIn = useSignedIn();

  const submit = async (current: ForgottenValues, challenge: string) => {
    await askPasswordReset({ email: current.email, challenge }, id);
    setAttempt((n) => n + 1);
  };

  if (signedIn) return <AlreadySignedIn />;
  return (
    <RecoveryPage part="forgotten-password">
      {sent ? (
        <div className="recovery__state" part="sent">
          <Heading level={1} key="sent" focusOnMount={moved}>
            {t('password.forgotten.sentTitle')}
          </Heading>
          <p role="status">{t('password.forgotten.sentText', { email: values.email.trim() })}</p>
          <p className="recovery__muted">{t('password.forgotten.sentHint')}</p>
          <p>
            <LinkButton onClick={restartPasswordReset}>{t('password.forgotten.sendAgain')}</LinkButton>
          </p>
        </div>
      ) : (
        <>
          <FormIntro
            title={t('password.forgotten.title')}
            intro={t('password.forgotten.intro')}
            focus={moved}
            error={error ? t(error.messageKey) : undefined}
            attempt={attempt}
          />
          <ForgottenForm
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onSubmit={submit}
            submitting={submitting}
            idPrefix={`${prefix}-forgotten`}
          />
        </>
      )}
      {context !== 'webview' && (
        <p className="recovery__links">
          <SectionLink section="login">{t('password.forgotten.backToLogin')}</SectionLink>
        </p>
      )}
    </RecoveryPage>
  );
}
