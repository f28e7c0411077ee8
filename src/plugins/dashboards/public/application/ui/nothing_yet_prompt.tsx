/**
 * The dashboards app's prompt where there is nothing yet (no dashboard, no panel): the app's icon,
 * what is missing, a line on what the reader may do about it, and the action when they may take it.
 */
import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';
import { i18n, type MessageDescriptor } from '../../../../../core/public';

export const NothingYetPrompt: React.FC<{
  title: MessageDescriptor;
  body: MessageDescriptor;
  action?: React.ReactNode;
  'data-test-subj': string;
}> = ({ title, body, action, ...rest }) => (
  <EuiEmptyPrompt
    iconType="dashboardApp"
    title={<h2>{i18n.translate(title)}</h2>}
    body={<p>{i18n.translate(body)}</p>}
    actions={action}
    data-test-subj={rest['data-test-subj']}
  />
);
