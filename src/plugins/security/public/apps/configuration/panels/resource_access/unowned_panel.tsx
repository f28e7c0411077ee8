/**
 * Objects without an owner (of one type, in the current tenant): listed to administrators of
 * sharing (anyone else is refused, and the section stays away), each with "Assign owner".
 */
import React, { useCallback, useEffect, useState } from 'react';
import { EuiBasicTable, EuiButtonEmpty, EuiLoadingSpinner, type EuiBasicTableColumn } from '@elastic/eui';
import { fetchErrorStatus, i18n, type IToasts } from '../../../../../../../core/public';
import type { ResourceSharingApi, UnownedResource } from '../../../../apis/resource_sharing_api';
import { LoadFailedPrompt } from '../../utils/load_states';
import { AssignOwnerModal } from './assign_owner_modal';
import { unownedTitle } from './resource_access_texts';
import { SectionPanel } from '../../utils/section_panel';
import messages from './messages.json';

type State =
  | { status: 'loading' }
  | { status: 'refused' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; resources: UnownedResource[] };

export interface UnownedPanelProps {
  api: Pick<ResourceSharingApi, 'unowned' | 'principals' | 'assignOwner'>;
  type: string;
  toasts: Pick<IToasts, 'addSuccess'>;
  /** After an owner was given (the object is now in the shared list). */
  onAssigned(): void;
}

export const UnownedPanel: React.FC<UnownedPanelProps> = ({ api, type, toasts, onAssigned }) => {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [assigning, setAssigning] = useState<UnownedResource>();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', resources: await api.unowned(type) });
    } catch (error) {
      // Only administrators of sharing may list them: for anyone else there is nothing to show.
      setState(fetchErrorStatus(error) === 403 ? { status: 'refused' } : { status: 'failed', error });
    }
  }, [api, type]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'refused') return null;

  const columns: Array<EuiBasicTableColumn<UnownedResource>> = [
    {
      name: i18n.translate(messages.unownedObjectColumn),
      render: (resource: UnownedResource) => <strong>{resource.title ?? resource.id}</strong>,
    },
    { field: 'id', name: i18n.translate(messages.unownedIdColumn) },
    {
      name: i18n.translate(messages.unownedActionsColumn),
      width: '150px',
      render: (resource: UnownedResource) => (
        <EuiButtonEmpty
          size="s"
          iconType="user"
          onClick={() => setAssigning(resource)}
          aria-label={i18n.translate(messages.unownedAssignAriaLabel, { name: resource.title ?? resource.id })}
          data-test-subj="assignOwner"
        >
          {i18n.translate(messages.unownedAssignButton)}
        </EuiButtonEmpty>
      ),
    },
  ];

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <EuiLoadingSpinner
        size="l"
        aria-label={i18n.translate(messages.unownedLoading)}
        data-test-subj="unownedLoading"
      />
    );
  } else if (state.status === 'failed') {
    body = (
      <LoadFailedPrompt
        what={i18n.translate(messages.unownedLoadFailedWhat)}
        error={state.error}
        onRetry={() => void load()}
      />
    );
  } else {
    body = (
      <EuiBasicTable
        tableCaption={unownedTitle()}
        items={state.resources}
        itemId="id"
        columns={columns}
        noItemsMessage={i18n.translate(messages.unownedNone)}
        data-test-subj="unownedTable"
      />
    );
  }

  return (
    <SectionPanel
      title={unownedTitle()}
      description={i18n.translate(messages.unownedDescription)}
      subdued
      hasBorder
      data-test-subj="unownedPanel"
    >
      {body}
      {assigning && (
        <AssignOwnerModal
          api={api}
          resource={assigning}
          onCancel={() => setAssigning(undefined)}
          onDone={(owner) => {
            toasts.addSuccess({
              title: i18n.translate(messages.unownedAssignedToast, { name: assigning.title ?? assigning.id, owner }),
              'data-test-subj': 'ownerAssigned',
            });
            setAssigning(undefined);
            void load();
            onAssigned();
          }}
        />
      )}
    </SectionPanel>
  );
};
