import { Component, Fragment, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { emitCineEvent } from './events';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="island-error" role="alert" part="error">
      <p className="island-error__title">
        <strong>{t('ui.ErrorTitle')}</strong>
      </p>
      <p>{t('ui.ErrorText')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('ui.Retry')}
      </Button>
    </div>
  );
}

interface Props {
  element: HTMLElement | null;
  children: ReactNode;
}

/** Catches a screen's render errors: a translated fallback with a retry, and a `cine-error` event. */
export class IslandBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (this.props.element)
      emitCineEvent(this.props.element, 'cine-error', { code: 'RENDER_ERROR', message });
  }

  retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return <Fallback onRetry={this.retry} />;
    // A new key remounts the screen from scratch on retry.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
