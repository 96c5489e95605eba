import { $toasts, dismissToast } from '../stores/toasts';
import { ToastList } from '../ui/toast-list';
import { useStore } from '../ui/use-store';

/** The page's toasts from `$toasts`; `defineIsland` mounts exactly one per page. */
export function ToastRegion() {
  const toasts = useStore($toasts);
  return <ToastList toasts={toasts} onDismiss={dismissToast} />;
}
