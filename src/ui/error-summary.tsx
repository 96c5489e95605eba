import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/use-t';

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
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const signature = errors.map((e) => `${e.field}:${e.message}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      part="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="error-summary__title">
        {title ?? t('ui.ErrorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
