import React from 'react';
import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';
import { FormattedMessage } from '../../../../../../../core/public';

/** An address the Security app has no page for. */
export const NotFoundPage: React.FC<{ onBack(): void }> = ({ onBack }) => (
  <EuiEmptyPrompt
    data-test-subj="securityPageNotFound"
    iconType="alert"
    title={
      <h2>
        <FormattedMessage id="security.placeholder.notFound.title" defaultMessage="Page not found" />
      </h2>
    }
    body={
      <p>
        <FormattedMessage
          id="security.placeholder.notFound.body"
          defaultMessage="There is no Security page at this address. Choose a page from the menu."
        />
      </p>
    }
    actions={[
      <EuiButton key="back" onClick={onBack} data-test-subj="securityNotFoundBack">
        <FormattedMessage id="security.placeholder.notFound.backButton" defaultMessage="Go to Get started" />
      </EuiButton>,
    ]}
  />
);
