import React from 'react';
import type { ReactNode } from 'react';
import { EuiPageTemplate } from '@elastic/eui';

/**
 * A whole page in an app's place (not found, access denied): a page template, like apps use, so
 * the fixed header's offset is applied to this screen too.
 */
export const AppPrompt: React.FC<{
  testSubj: string;
  iconType: string;
  title: string;
  body: ReactNode;
  actions?: ReactNode[];
}> = ({ testSubj, iconType, title, body, actions }) => (
  <EuiPageTemplate component="div" panelled={false} grow>
    <EuiPageTemplate.EmptyPrompt
      data-test-subj={testSubj}
      iconType={iconType}
      iconColor="default"
      title={<h2>{title}</h2>}
      body={body}
      actions={actions}
    />
  </EuiPageTemplate>
);
