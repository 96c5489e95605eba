import type { ComponentProps } from 'react';
import { LoadState } from '../../ui/load-state';
import { Waiting } from './waiting';

type Props = ComponentProps<typeof LoadState> & { placeholder: string; calls: readonly string[] };

/**
 * A block fed by a call, as LoadState, whose wait says when `calls` are slow: the
 * notice shows in the block's placeholder, already its loaded size, so it moves nothing.
 */
export function LoadWaiting(props: Props) {
  const { failed, loaded, placeholder, loadingLabel, calls } = props;
  if (failed || loaded) return <LoadState {...props} />;
  return (
    <div className={`placeholder ${placeholder}`} part="placeholder">
      <Waiting label={loadingLabel} calls={calls} />
    </div>
  );
}
