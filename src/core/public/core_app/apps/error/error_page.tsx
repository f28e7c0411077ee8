import React, { useMemo } from 'react';
import { Observable } from 'rxjs';
import type { Location } from 'history';
import { EuiEmptyPrompt, EuiLink, EuiPageTemplate, EuiText } from '@elastic/eui';
import type { ScopedHistory } from '../../../application/types';
import type { IBasePath } from '../../../http/types';
import { useObservable } from '../../../utils/use_observable';
import { isOldInternetExplorer } from '../../../integrations/browser_detection';
import { FormattedMessage, i18n } from '../../../i18n';
import messages from './messages.json';

export const ADVANCED_SETTINGS_PATH = '/app/management/kibana/settings';

export interface ErrorPageProps {
  history: Pick<ScopedHistory, 'location' | 'listen'>;
  basePath: Pick<IBasePath, 'prepend'>;
}

function location$(history: ErrorPageProps['history']): Observable<Location> {
  return new Observable<Location>((subscriber) => {
    subscriber.next(history.location);
    return history.listen(({ location }) => subscriber.next(location));
  });
}

const UrlOverflowAdvice: React.FC<{ basePath: ErrorPageProps['basePath'] }> = ({ basePath }) => (
  <EuiText textAlign="left" data-test-subj="urlOverflowAdvice">
    <p>{i18n.translate(messages.urlOverflowAdviceIntro)}</p>
    <ul>
      <li>
        <FormattedMessage
          id="core.application.errorPage.urlOverflow.sessionStorageAdvice"
          defaultMessage="Enable the {setting} option in {advancedSettingsLink}, so the page state is kept in the browser session instead of the URL."
          values={{
            setting: <code>state:storeInSessionStorage</code>,
            advancedSettingsLink: (
              <EuiLink href={basePath.prepend(ADVANCED_SETTINGS_PATH)} data-test-subj="advancedSettingsLink">
                {i18n.translate(messages.urlOverflowAdvancedSettingsLink)}
              </EuiLink>
            ),
          }}
        />
      </li>
      <li>{i18n.translate(messages.urlOverflowSimplifyAdvice)}</li>
      {isOldInternetExplorer() && (
        <li data-test-subj="upgradeBrowserAdvice">{i18n.translate(messages.urlOverflowUpgradeBrowserAdvice)}</li>
      )}
    </ul>
  </EuiText>
);

/** Where the shell sends users when an app cannot be shown, e.g. because its URL grew too long. */
export const ErrorPage: React.FC<ErrorPageProps> = ({ history, basePath }) => {
  const locations = useMemo(() => location$(history), [history]);
  const location = useObservable(locations, history.location);
  const errorType = new URLSearchParams(location.search).get('errorType');

  return (
    <EuiPageTemplate component="div" panelled={false} data-test-subj="appErrorPage">
      <EuiPageTemplate.Section alignment="center" grow>
        {errorType === 'urlOverflow' ? (
          <EuiEmptyPrompt
            iconType="warning"
            color="danger"
            title={<h2>{i18n.translate(messages.urlOverflowTitle)}</h2>}
            body={<UrlOverflowAdvice basePath={basePath} />}
            data-test-subj="urlOverflowError"
          />
        ) : (
          <EuiEmptyPrompt iconType="error" color="danger" title={<h2>{i18n.translate(messages.title)}</h2>} />
        )}
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
