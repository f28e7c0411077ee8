import React from 'react';
import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';
import { FormattedMessage } from '../../../../../../../core/public';
import messages from './messages.json';

/** An address the Security app has no page for. */
export const NotFoundPage: React.FC<{ onBack(): void }> = ({ onBack }) => (
  <EuiEmptyPrompt
    data-test-subj="securityPageNotFound"
    iconType="alert"
    title={
      <h2>
        <FormattedMessage {...messages.notFoundTitle} />
      </h2>
    }
    body={
      <p>
        <FormattedMessage {...messages.notFoundBody} />
      </p>
    }
    actions={[
      <EuiButton key="back" onClick={onBack} data-test-subj="securityNotFoundBack">
        <FormattedMessage {...messages.notFoundBackButton} />
      </EuiButton>,
    ]}
  />
);
