import React from 'react';
import type { Observable } from 'rxjs';
import { EuiHeaderSectionItem } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import { MountWrapper } from '../../../utils/mount_wrapper';
import type { ChromeNavControl } from '../../types';

interface Props {
  navControls$: Observable<ChromeNavControl[]>;
  side: 'left' | 'center' | 'right';
}

export const HeaderNavControls: React.FC<Props> = ({ navControls$, side }) => {
  const navControls = useObservable(navControls$, []);
  return (
    <>
      {navControls.map((control, index) => (
        <EuiHeaderSectionItem key={index} data-test-subj={`navControls-${side}`}>
          <MountWrapper mount={control.mount} />
        </EuiHeaderSectionItem>
      ))}
    </>
  );
};
