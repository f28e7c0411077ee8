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
import { fatalErrorText, type FatalErrorsScreenProps, useFatalErrors } from './fatal_errors_text';

export type { FatalErrorsScreenProps };

export const FatalErrorsScreen: React.FC<FatalErrorsScreenProps> = (props) => {
  const { onClearSession, onGoBack } = props;
  const errors = useFatalErrors(props);
  const text = fatalErrorText();
  return (
    <EuiPage style={{ minHeight: '100vh' }} data-test-subj="fatalErrorScreen">
      <EuiPageBody>
        <EuiPageSection alignment="center" grow>
          <EuiEmptyPrompt
            iconType="warning"
            color="danger"
            title={<h2>{text.title}</h2>}
            body={<p>{text.body}</p>}
            actions={[
              <EuiButton key="clear" color="primary" fill onClick={onClearSession} data-test-subj="clearSession">
                {text.clearSession}
              </EuiButton>,
              <EuiButtonEmpty key="back" onClick={onGoBack} data-test-subj="goBack">
                {text.goBack}
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
