import React from 'react';
import { EuiConfirmModal, EuiText } from '@elastic/eui';
import { tenantLabel, type SavedObjectRow } from './objects_api';
import { rowKey } from './objects_table_columns';

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
    title={rows.length === 1 ? 'Delete saved object?' : `Delete ${rows.length} saved objects?`}
    onCancel={onCancel}
    onConfirm={onConfirm}
    cancelButtonText="Cancel"
    confirmButtonText="Delete"
    buttonColor="danger"
    isLoading={deleting}
    data-test-subj="savedObjectsDeleteConfirm"
  >
    <EuiText size="s">
      <p>
        {aggregated
          ? 'These objects are deleted from their tenants for good:'
          : 'These objects are deleted from the current tenant for good:'}
      </p>
      <ul>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            {row.title} ({row.tenant === undefined ? row.type : `${row.type}, tenant ${tenantLabel(row.tenant)}`})
          </li>
        ))}
      </ul>
    </EuiText>
  </EuiConfirmModal>
);
