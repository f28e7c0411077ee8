import React from 'react';
import { EuiConfirmModal, EuiText } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { tenantLabel, type SavedObjectRow } from './objects_api';
import { rowKey } from './objects_table_columns';
import messages from './messages.json';

export interface DeleteObjectsModalProps {
  rows: SavedObjectRow[];
  /** The cross-tenant view: rows are deleted from their own tenants. */
  aggregated: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting `rows`, naming each with its type (and tenant, in the cross-tenant view). */
export const DeleteObjectsModal: React.FC<DeleteObjectsModalProps> = ({
  rows,
  aggregated,
  deleting,
  onCancel,
  onConfirm,
}) => (
  <EuiConfirmModal
    aria-labelledby="savedObjectsDeleteTitle"
    titleProps={{ id: 'savedObjectsDeleteTitle' }}
    title={i18n.translate(messages.deleteModalTitle, { count: rows.length })}
    onCancel={onCancel}
    onConfirm={onConfirm}
    cancelButtonText={i18n.translate(messages.deleteModalCancelButton)}
    confirmButtonText={i18n.translate(messages.deleteModalConfirmButton)}
    buttonColor="danger"
    isLoading={deleting}
    data-test-subj="savedObjectsDeleteConfirm"
  >
    <EuiText size="s">
      <p>
        {aggregated ? i18n.translate(messages.deleteModalBodyAggregated) : i18n.translate(messages.deleteModalBody)}
      </p>
      <ul>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            {row.tenant === undefined
              ? i18n.translate(messages.deleteModalItem, { title: row.title, type: row.type })
              : i18n.translate(messages.deleteModalItemInTenant, {
                  title: row.title,
                  type: row.type,
                  tenant: tenantLabel(row.tenant),
                })}
          </li>
        ))}
      </ul>
    </EuiText>
  </EuiConfirmModal>
);
