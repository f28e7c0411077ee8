import React from 'react';
import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';

/** An address the Security app has no page for. */
export const NotFoundPage: React.FC<{ onBack(): void }> = ({ onBack }) => (
  <EuiEmptyPrompt
    data-test-subj="securityPageNotFound"
    iconType="alert"
    title={<h2>Page not found</h2>}
    body={<p>There is no Security page at this address. Choose a page from the menu.</p>}
    actions={[
      <EuiButton key="back" onClick={onBack} data-test-subj="securityNotFoundBack">
        Go to Get started
      </EuiButton>,
    ]}
  />
);
