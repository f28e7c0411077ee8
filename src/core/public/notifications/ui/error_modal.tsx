import React from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiCodeBlock,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  EuiSpacer,
} from '@elastic/eui';
import { i18n } from '../../i18n';

interface CausedBy {
  type?: unknown;
  reason?: unknown;
}

/** Server errors may say what caused them under body.attributes.error.caused_by. */
function getCausedBy(error: Error): CausedBy | undefined {
  const body = (error as { body?: { attributes?: { error?: { caused_by?: unknown } } } }).body;
  const causedBy = body?.attributes?.error?.caused_by;
  return causedBy && typeof causedBy === 'object' ? (causedBy as CausedBy) : undefined;
}

/** The text of the copyable block: cause type, cause reason (when known) and the stack. */
export function formatErrorDetails(error: Error): string {
  const causedBy = getCausedBy(error);
  const lines = [causedBy?.type, causedBy?.reason, error.stack].filter(
    (line): line is string => typeof line === 'string' && line.length > 0
  );
  return lines.join('\n');
}

export const ErrorModalContent: React.FC<{ error: Error; title: string; onClose: () => void }> = ({
  error,
  title,
  onClose,
}) => {
  const details = formatErrorDetails(error);
  return (
    <>
      <EuiModalHeader>
        <EuiModalHeaderTitle data-test-subj="errorModalTitle">{title}</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <EuiCallOut size="s" color="danger" iconType="error" title={error.message} data-test-subj="errorModalCallout" />
        {details && (
          <>
            <EuiSpacer size="s" />
            <EuiCodeBlock isCopyable paddingSize="s" data-test-subj="errorModalDetails">
              {details}
            </EuiCodeBlock>
          </>
        )}
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButton onClick={onClose} fill data-test-subj="errorModalCloseButton">
          {i18n.translate('core.notifications.errorModal.closeButton', { defaultMessage: 'Close' })}
        </EuiButton>
      </EuiModalFooter>
    </>
  );
};
