import { useT } from '../i18n/use-t';

/** What a toast needs to be shown: translation keys for title and message. */
export interface ToastView {
  id: number;
  kind: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  values?: Record<string, unknown>;
  /** The message is already text (the server's), not a key. */
  raw?: boolean;
}

/** Props of {@link ToastList}. */
export interface ToastListProps {
  toasts: readonly ToastView[];
  onDismiss: (id: ToastView['id']) => void;
}

function Toast({ toast, onDismiss }: { toast: ToastView; onDismiss: ToastListProps['onDismiss'] }) {
  const { t } = useT();
  return (
    <div className={`toast toast--${toast.kind}`} part="toast">
      <div className="toast__text">
        {toast.title && <p className="toast__title">{t(toast.title, toast.values)}</p>}
        {toast.message && (
          <p className="toast__message">{toast.raw ? toast.message : t(toast.message, toast.values)}</p>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('ui.Close')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Toasts at the bottom, full width. Both live regions exist before any toast arrives (a region
 * created together with its text is not announced): `status` for news, `alert` for errors.
 * Tapping a toast does nothing; only its close button dismisses it (the store expires it after 10 s).
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const news = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className="toasts" part="toasts">
      {/* Not <ul>/<li>: a live role on the list would take away the list role its items need (axe listitem). */}
      <div role="alert" className="toasts__list">
        {errors.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" className="toasts__list">
        {news.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}
