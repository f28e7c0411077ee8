import React from 'react';
import { EuiButton, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';

/** The custom banner from advanced settings. Content is shown as text, never as HTML. */
export const UserBanner: React.FC<{ content: string; onClose: () => void }> = ({ content, onClose }) => (
  <EuiCallOut title="Attention" iconType="help" data-test-subj="userBanner">
    <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" gutterSize="m" responsive={false}>
      <EuiFlexItem>
        <EuiText size="s" data-test-subj="userBannerContent">
          <p style={{ whiteSpace: 'pre-wrap' }}>{content}</p>
        </EuiText>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButton size="s" onClick={onClose} data-test-subj="userBannerCloseButton">
          Close
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  </EuiCallOut>
);
