import React from 'react';
import { EuiPageTemplate } from '@elastic/eui';
import { i18n } from '../../i18n';
import messages from './messages.json';

// A page template, like apps use, so the fixed header's offset is applied to this screen too.
export const AppNotFound: React.FC = () => (
  <EuiPageTemplate component="div" panelled={false} grow>
    <EuiPageTemplate.EmptyPrompt
      data-test-subj="appNotFoundPageContent"
      iconType="warning"
      iconColor="default"
      title={<h2>{i18n.translate(messages.notFoundTitle)}</h2>}
      body={<p>{i18n.translate(messages.notFoundBody)}</p>}
    />
  </EuiPageTemplate>
);
