/** The History tab of a role, internal user, role mapping, action group or tenant page. */
import React, { useMemo } from 'react';
import { EuiSpacer, EuiText } from '@elastic/eui';
import type { HistoryResourceKind } from '../../../../../common/history';
import type { PageProps } from '../../types';
import { HistoryTable } from './history_table';
import { KIND_LABELS } from './history_labels';

interface Props extends Pick<PageProps, 'api' | 'navigate' | 'hrefFor'> {
  kind: HistoryResourceKind;
  /** Without a name: every resource of the kind (the tenants page). */
  name?: string;
}

export const ResourceHistory: React.FC<Props> = ({ api, navigate, hrefFor, kind, name }) => {
  const filter = useMemo(() => ({ kind, ...(name !== undefined ? { name } : {}) }), [kind, name]);
  return (
    <div data-test-subj="resourceHistory">
      <EuiText size="s">
        <p>
          {name !== undefined
            ? `Every recorded change to ${KIND_LABELS[kind].toLowerCase()} ${name}, newest first.`
            : `Every recorded change to ${KIND_LABELS[kind].toLowerCase()}s, newest first.`}{' '}
          Open a version to see its diff or to revert to it.
        </p>
      </EuiText>
      <EuiSpacer size="m" />
      <HistoryTable
        api={api}
        navigate={navigate}
        hrefFor={hrefFor}
        filter={filter}
        noItemsMessage="No changes have been recorded yet."
        data-test-subj="resourceHistoryTable"
      />
    </div>
  );
};
