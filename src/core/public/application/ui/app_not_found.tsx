import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';

export const AppNotFound: React.FC = () => (
  <EuiEmptyPrompt
    data-test-subj="appNotFoundPageContent"
    iconType="warning"
    iconColor="default"
    title={<h2>Application Not Found</h2>}
    body={<p>No application was found at this URL. Try going back or choosing an app from the menu.</p>}
  />
);
