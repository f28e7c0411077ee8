import React from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
} from '@elastic/eui';
import { CodeBlock } from '../../../utils/code_block';
import { downloadBlob } from '../../../../../../../../core/public';
import type { InternalUser } from '../../../../../../common/types';
import { EXPRESSION_HEIGHT } from '../../../utils/display';

/**
 * What 'Export JSON' gives: the fields an administrator can recreate the user from. Picked
 * field by field, so a hash (or anything else the server might add) can never slip in.
 */
export function exportableUser(user: Pick<InternalUser, 'backend_roles' | 'attributes' | 'description'>) {
  return {
    backend_roles: [...(user.backend_roles ?? [])],
    attributes: { ...(user.attributes ?? {}) },
    description: user.description ?? '',
  };
}

export const ExportUserModal: React.FC<{ name: string; user: InternalUser; onClose(): void }> = ({
  name,
  user,
  onClose,
}) => {
  const json = JSON.stringify(exportableUser(user), null, 2);
  return (
    <EuiModal onClose={onClose} data-test-subj="exportUserModal" aria-label={`Export user ${name}`}>
      <EuiModalHeader>
        <EuiModalHeaderTitle>Export user &lsquo;{name}&rsquo;</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <CodeBlock language="json" overflowHeight={EXPRESSION_HEIGHT} isCopyable data-test-subj="exportUserJson">
          {json}
        </CodeBlock>
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={onClose}>Close</EuiButtonEmpty>
        <EuiButton
          fill
          iconType="download"
          onClick={() => downloadBlob(new Blob([json], { type: 'application/json' }), `${name}.json`)}
          data-test-subj="exportUserDownload"
        >
          Download
        </EuiButton>
      </EuiModalFooter>
    </EuiModal>
  );
};
