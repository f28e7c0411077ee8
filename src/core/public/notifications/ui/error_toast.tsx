import React from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { i18n } from '../../i18n';

/** The body of an error toast: its message and the way to the full error. */
export const ErrorToastText: React.FC<{ message: string; onShowDetails: () => void }> = ({
  message,
  onShowDetails,
}) => (
  <>
    <EuiText size="s" data-test-subj="errorToastMessage">
      <p>{message}</p>
    </EuiText>
    <EuiFlexGroup justifyContent="flexEnd" gutterSize="s">
      <EuiFlexItem grow={false}>
        <EuiButton size="s" color="danger" onClick={onShowDetails} data-test-subj="errorToastBtn">
          {i18n.translate('core.notifications.errorToast.seeFullErrorButton', { defaultMessage: 'See the full error' })}
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  </>
);
