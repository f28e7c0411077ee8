import React from 'react';
import { i18n } from '../../i18n';
import { AppPrompt } from './app_prompt';
import messages from './messages.json';

export const AppNotFound: React.FC = () => (
  <AppPrompt
    testSubj="appNotFoundPageContent"
    iconType="warning"
    title={i18n.translate(messages.notFoundTitle)}
    body={<p>{i18n.translate(messages.notFoundBody)}</p>}
  />
);
