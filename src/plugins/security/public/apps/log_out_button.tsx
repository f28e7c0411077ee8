import React, { useState } from 'react';
import { LightButton } from '../../../../core/public/light';
import { logOutLabel } from './account/log_out_control';

/**
 * The light pages' "Log out" button: it shows a spinner from the click until the browser leaves,
 * so a second click cannot post the log out twice.
 */
export const LogOutButton: React.FC<{ onLogOut: () => Promise<void> | void; 'data-test-subj': string }> = ({
  onLogOut,
  'data-test-subj': testSubj,
}) => {
  const [leaving, setLeaving] = useState(false);
  return (
    <LightButton
      fill
      fullWidth
      isLoading={leaving}
      onClick={() => {
        setLeaving(true);
        void onLogOut();
      }}
      data-test-subj={testSubj}
    >
      {logOutLabel()}
    </LightButton>
  );
};
