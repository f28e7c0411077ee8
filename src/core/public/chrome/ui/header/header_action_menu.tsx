import React from 'react';
import type { Observable } from 'rxjs';
import { useObservable } from '../../../utils/use_observable';
import { MountWrapper } from '../../../utils/mount_wrapper';
import type { MountPoint } from '../../../types';

interface Props {
  actionMenu$: Observable<MountPoint | undefined>;
}

/** The area the current app fills through setHeaderActionMenu. */
export const HeaderActionMenu: React.FC<Props> = ({ actionMenu$ }) => {
  const mount = useObservable(actionMenu$, undefined);
  if (!mount) return null;
  return (
    <div data-test-subj="headerAppActionMenu">
      <MountWrapper mount={mount} />
    </div>
  );
};
