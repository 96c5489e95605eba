import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import {
  $resetPassword,
  clearPasswordReset,
  isExpiredToken,
  resetPassword,
} from '../../stores/password-recovery';
import { useIsland } from '../../ui/island-context';
import { useClientValue } from '../../ui/use-client-value';
import { useKeptBlockSize } from '../../ui/use-kept-block-size';
import { useStore } from '../../ui/use-store';
import { FormIntro, RecoveryPage, useStateChanged } from '../forgotten-password/recovery-parts';
import type { ResetValues } from '../forgotten-password/recovery-validate';
import { ResetForm } from './reset-form';
import { ResetEnd, type ResetEndState } from './reset-states';

/** Props of {@link ResetPasswordScreen}: `token` is the single-use token of the e-mailed link. */
export interface ResetPasswordScreenProps {
  token?: string;
}

const PRERENDERED_TOKEN = 'prerendered';
const tokenFromQuery = () =>
  new URLSearchParams(globalThis.location?.search ?? '').get('token')?.trim() || undefined;

/**
 * Set a new password from the e-mailed link: the token comes from the `token` attribute, else the
 * `token` query parameter. A used or expired link says so and offers a new request.
 */
export function ResetPasswordScreen({ token: tokenProp }: ResetPasswordScreenProps) {
  const { t } = useT();
  const { id, prefix } = useIsland();
  const { submitting, done, error } = useStore($resetPassword);
  const [values, setValues] = useState<ResetValues>({ password: '', confirm: '' });
  const [attempt, setAttempt] = useState(0);
  // Prerendered without its query, the page shows the form a link opens; the link's own token follows.
  const linkToken = useClientValue(tokenFromQuery, PRERENDERED_TOKEN);
  const token = tokenProp?.trim() || linkToken;

  // Leaving the screen, or a new link (another token), starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cleanup must run when the token changes.
  useEffect(() => clearPasswordReset, [token]);

  const end: ResetEndState | undefined = !token
    ? 'missing'
    : done
      ? 'done'
      : isExpiredToken(error)
        ? 'expired'
        : undefined;
  const moved = useStateChanged(end ?? 'form');
  // A link without its token shows its notice in the box of the prerendered form: the footer stays put.
  const box = useKeptBlockSize<HTMLDivElement>(end === 'missing');

  const submit = async (current: ResetValues, challenge: string) => {
    if (!token) return;
    await resetPassword({ token, password: current.password, challenge }, id);
    setAttempt((n) => n + 1);
  };

  return (
    <RecoveryPage part="reset-password" ref={box}>
      {end ? (
        <ResetEnd state={end} focus={moved} />
      ) : (
        <>
          <FormIntro
            title={t('password.reset.title')}
            intro={t('password.reset.intro')}
            focus={moved}
            error={error ? t(error.messageKey) : undefined}
            attempt={attempt}
          />
          <ResetForm
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onSubmit={submit}
            submitting={submitting}
            idPrefix={`${prefix}-reset`}
          />
        </>
      )}
    </RecoveryPage>
  );
}
