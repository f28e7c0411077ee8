import React from 'react';
import { EuiButton, EuiButtonEmpty } from '@elastic/eui';
import { CodeBlock } from '../../../utils/code_block';
import { downloadBlob, i18n } from '../../../../../../../../core/public';
import type { InternalUser } from '../../../../../../common/types';
import { EXPRESSION_HEIGHT } from '../../../utils/display';
import { ViewModal } from '../../../utils/view_modal';
import messages from './messages.json';

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
    <ViewModal
      title={i18n.translate(messages.exportTitle, { name })}
      aria-label={i18n.translate(messages.exportAriaLabel, { name })}
      onClose={onClose}
      footer={
        <>
          <EuiButtonEmpty onClick={onClose}>{i18n.translate(messages.exportCloseButton)}</EuiButtonEmpty>
          <EuiButton
            fill
            iconType="download"
            onClick={() => downloadBlob(new Blob([json], { type: 'application/json' }), `${name}.json`)}
            data-test-subj="exportUserDownload"
          >
            {i18n.translate(messages.exportDownloadButton)}
          </EuiButton>
        </>
      }
      data-test-subj="exportUserModal"
    >
      <CodeBlock language="json" overflowHeight={EXPRESSION_HEIGHT} isCopyable data-test-subj="exportUserJson">
        {json}
      </CodeBlock>
    </ViewModal>
  );
};
