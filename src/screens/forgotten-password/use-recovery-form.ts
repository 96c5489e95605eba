import { useStore } from '@nanostores/react';
import { type FormEvent, useMemo, useState } from 'react';
import { CaptchaError, createCaptcha } from '../../host/captcha';
import { useT } from '../../i18n/use-t';
import { $settings } from '../../stores/settings';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import type { FieldProblem, RecoveryField } from './recovery-validate';

/** Sends the checked values with the captcha's challenge; resolves once the request is over. */
export type RecoverySubmit<V> = (values: V, challenge: string) => Promise<unknown>;

/**
 * A recovery form's checks: field ids, the message at each field, the error summary items, the
 * captcha provider the settings name, and a submit handler that sends only when nothing is wrong.
 */
export function useRecoveryForm<V>(options: {
  values: V;
  validate: (values: V) => FieldProblem[];
  onSubmit: RecoverySubmit<V>;
  submitting: boolean;
  idPrefix: string;
}) {
  const { values, validate, onSubmit, submitting, idPrefix } = options;
  const { t } = useT();
  const captchaSettings = useStore($settings)?.captcha;
  const captcha = useMemo(() => createCaptcha(captchaSettings), [captchaSettings]);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const id = (field: RecoveryField) => `${idPrefix}-${field}`;
  const errorOf = (field: RecoveryField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.key) : undefined;
  };
  const summary: ErrorSummaryItem[] = problems.map((p) => ({ field: id(p.field), message: t(p.key) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    let challenge = '';
    try {
      challenge = await captcha.getChallenge();
    } catch (err) {
      found.push({ field: 'captcha', key: err instanceof CaptchaError ? err.key : 'Captcha.Unavailable' });
    }
    setProblems(found);
    if (found.length > 0) return;
    await onSubmit(values, challenge);
    // A challenge is single-use: the next attempt asks again.
    captcha.reset();
  };
  return { id, errorOf, summary, submit, captcha, invisible: captchaSettings?.invisible ?? false };
}
