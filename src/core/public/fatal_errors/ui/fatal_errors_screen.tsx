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
import { FATAL_ERROR_TEXT, type FatalErrorsScreenProps, useFatalErrors } from './fatal_errors_text';

export type { FatalErrorsScreenProps };

export const FatalErrorsScreen: React.FC<FatalErrorsScreenProps> = (props) => {
  const { onClearSession, onGoBack } = props;
  const errors = useFatalErrors(props);
  return (
    <EuiPage style={{ minHeight: '100vh' }} data-test-subj="fatalErrorScreen">
      <EuiPageBody>
        <EuiPageSection alignment="center" grow>
          <EuiEmptyPrompt
            iconType="warning"
            color="danger"
            title={<h2>{FATAL_ERROR_TEXT.title}</h2>}
            body={<p>{FATAL_ERROR_TEXT.body}</p>}
            actions={[
              <EuiButton key="clear" color="primary" fill onClick={onClearSession} data-test-subj="clearSession">
                {FATAL_ERROR_TEXT.clearSession}
              </EuiButton>,
              <EuiButtonEmpty key="back" onClick={onGoBack} data-test-subj="goBack">
                {FATAL_ERROR_TEXT.goBack}
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
                    <code>{error.details}</code>
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
