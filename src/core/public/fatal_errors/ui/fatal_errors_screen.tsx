import React from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiPage,
  EuiPageBody,
  EuiPageSection,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { useObservable } from '../../utils/use_observable';
import type { FatalErrorInfo } from '../types';
import { type FatalErrorsScreenProps, fatalErrorDetails } from './fatal_errors_text';

export type { FatalErrorsScreenProps };

const NO_ERRORS: FatalErrorInfo[] = [];

export const FatalErrorsScreen: React.FC<FatalErrorsScreenProps> = ({
  errors$,
  version,
  buildNumber,
  onClearSession,
  onGoBack,
}) => {
  const errors = useObservable(errors$, NO_ERRORS);
  return (
    <EuiPage style={{ minHeight: '100vh' }} data-test-subj="fatalErrorScreen">
      <EuiPageBody>
        <EuiPageSection alignment="center" grow>
          <EuiEmptyPrompt
            iconType="warning"
            color="danger"
            title={<h2>Something went wrong</h2>}
            body={
              <p>
                Try refreshing the page. If that doesn&apos;t work, go back to the previous page or clear your session
                data.
              </p>
            }
            actions={[
              <EuiButton key="clear" color="primary" fill onClick={onClearSession} data-test-subj="clearSession">
                Clear your session
              </EuiButton>,
              <EuiButtonEmpty key="back" onClick={onGoBack} data-test-subj="goBack">
                Go back
              </EuiButtonEmpty>,
            ]}
          />
          {errors.map((error, index) => (
            <React.Fragment key={index}>
              <EuiSpacer />
              <EuiCallOut title={error.message} color="danger" iconType="error" data-test-subj="fatalErrorInfo">
                {/* Plain preformatted text: this screen must not depend on the code highlighter. */}
                <EuiText size="xs">
                  <pre data-test-subj="fatalErrorDetails">
                    <code>{fatalErrorDetails(error, version, buildNumber)}</code>
                  </pre>
                </EuiText>
              </EuiCallOut>
            </React.Fragment>
          ))}
        </EuiPageSection>
      </EuiPageBody>
    </EuiPage>
  );
};
