import React from 'react';
import type { Observable } from 'rxjs';
import { EuiFlyout } from '@elastic/eui';
import { useObservable } from '../../utils/use_observable';
import { renderMountOrNode } from '../../utils/mount_wrapper';
import type { ActiveOverlay } from '../overlay_slot';
import type { FlyoutEntry } from '../overlay_entries';

export const FlyoutHost: React.FC<{ flyout$: Observable<ActiveOverlay<FlyoutEntry> | null> }> = ({ flyout$ }) => {
  const active = useObservable(flyout$, null);
  if (!active) return null;
  const { content, options } = active.payload;
  const { closeButtonAriaLabel, ...rest } = options;
  return (
    <EuiFlyout
      // A new key per flyout so a replacement starts with fresh focus and state.
      key={active.payload.key}
      {...rest}
      closeButtonProps={closeButtonAriaLabel ? { 'aria-label': closeButtonAriaLabel } : undefined}
      onClose={() => void active.ref.close()}
    >
      {renderMountOrNode(content)}
    </EuiFlyout>
  );
};
