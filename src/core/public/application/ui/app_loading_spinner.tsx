import React from 'react';
import { css, keyframes } from '@emotion/css';
import { EuiLoadingSpinner } from '@elastic/eui';
import { i18n } from '../../i18n';
import messages from './messages.json';

// Invisible for the first half so fast mounts never flash a spinner, then fades in.
const fadeIn = keyframes`
  0% { opacity: 0; }
  50% { opacity: 0; }
  100% { opacity: 1; }
`;

const loaderClass = css`
  animation: ${fadeIn} 2s ease-in;
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 64px 0;
`;

export const AppLoadingSpinner: React.FC = () => (
  <div className={loaderClass} data-test-subj="appContainer-loadingSpinner">
    <EuiLoadingSpinner size="xxl" aria-label={i18n.translate(messages.loadingAriaLabel)} />
  </div>
);
