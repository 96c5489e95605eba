import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import type { SignupStep } from '../../stores/signup-state';

/** i18n key of each step's name. */
export const STEP_KEYS = {
  1: 'signup.steps.credentials',
  2: 'signup.steps.personal',
  3: 'signup.steps.activation',
};

/**
 * Says the step in `document.title` and reports whether the step changed since the screen opened,
 * so focus moves to the new step's heading only after a step change, never on page load.
 */
export function useStepTitle(step: SignupStep): boolean {
  const { t } = useT();
  const first = useRef(step);
  const moved = useRef(false);
  if (step !== first.current) moved.current = true;
  useEffect(() => {
    document.title = t('signup.documentTitle', { step: t(STEP_KEYS[step]), number: step });
  }, [step, t]);
  return moved.current;
}
