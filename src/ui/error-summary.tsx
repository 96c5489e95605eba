import type { MouseEvent } from 'react';
import { useT } from '../i18n/use-t';
import { SummaryBox } from './form-alert';

/** One problem: the id of the field it concerns and the message shown at the field. */
export interface ErrorSummaryItem {
  field: string;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: string;
}

// Fragment links do not reach into a shadow root, so the link moves focus itself.
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const field = root.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The GOV.UK error summary: shown above a form after a failed submit, focused when it appears, one
 * link per problem that moves focus to the field.
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps) {
  const { t } = useT();
  if (errors.length === 0) return null;
  return (
    <SummaryBox
      focusKey={errors.map((e) => `${e.field}:${e.message}`).join('|')}
      title={title ?? t('ui.ErrorSummaryTitle')}
    >
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </SummaryBox>
  );
}
