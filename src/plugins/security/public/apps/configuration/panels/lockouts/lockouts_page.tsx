/**
 * Locked accounts (`/lockouts`, issue 40.4): the user names and client addresses locked out after
 * failed logins, or counting failures towards a lock-out, with when each lock ends; an
 * administrator unlocks one after confirming (audited on the server). Shown to users with
 * `restapi:admin/lockouts` only (SECTION_NEEDS).
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import {
  EuiBadge,
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiInMemoryTable,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiSpacer,
  EuiText,
  EuiToolTip,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { Lockout } from '../../../../../common/lockouts';
import { LockoutsApi } from '../../../../apis/lockouts_api';
import type { PageProps } from '../../types';
import { errorText } from '../../utils/toasts';
import {
  LOAD_FAILED_TEXT,
  LOCKOUTS_DESCRIPTION,
  LOCKOUTS_TITLE,
  NO_LOCKOUTS_BODY,
  NO_LOCKOUTS_TEXT,
  entryText,
  kindLabel,
  lockEnd,
} from './lockout_texts';
import { UnlockModal } from './unlock_modal';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; entries: Lockout[] };

const LockedUntil: React.FC<{ value: string | null }> = ({ value }) => {
  const end = lockEnd(value);
  if (!end) return <EuiText size="s">Not locked (counting)</EuiText>;
  return (
    <EuiToolTip content={end.absolute}>
      <span tabIndex={0} data-test-subj="lockedUntil">
        {end.relative} <EuiText size="xs" color="subdued">{`(${end.absolute})`}</EuiText>
      </span>
    </EuiToolTip>
  );
};

export const LockoutsPage: React.FC<PageProps & { lockoutsApi?: LockoutsApi }> = ({ core, lockoutsApi }) => {
  const api = useMemo(() => lockoutsApi ?? new LockoutsApi(core.http), [lockoutsApi, core.http]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [unlocking, setUnlocking] = useState<Lockout>();

  const load = useCallback(async () => {
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    try {
      setState({ status: 'loaded', entries: await api.list() });
    } catch (error) {
      setState({ status: 'failed', message: errorText(error, LOAD_FAILED_TEXT) });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const columns: Array<EuiBasicTableColumn<Lockout>> = [
    {
      field: 'kind',
      name: 'Kind',
      sortable: true,
      width: '110px',
      render: (kind: Lockout['kind']) => <EuiBadge color="hollow">{kindLabel(kind)}</EuiBadge>,
    },
    {
      field: 'name',
      name: 'Name',
      sortable: true,
      render: (name: string, entry: Lockout) => (
        <div>
          <strong>{name}</strong>
          {entry.addresses && entry.addresses.length > 0 && (
            <EuiText size="xs" color="subdued">
              {`from ${entry.addresses.join(', ')}`}
            </EuiText>
          )}
        </div>
      ),
    },
    { field: 'failures', name: 'Failures', sortable: true, width: '110px', dataType: 'number' },
    {
      field: 'locked_until',
      name: 'Locked until',
      sortable: (entry: Lockout) => entry.locked_until ?? '',
      render: (value: string | null) => <LockedUntil value={value} />,
    },
    {
      name: 'Actions',
      width: '120px',
      render: (entry: Lockout) => (
        <EuiButtonEmpty
          size="s"
          iconType="lockOpen"
          onClick={() => setUnlocking(entry)}
          aria-label={`Unlock the ${entryText(entry)}`}
          data-test-subj="unlockLockout"
        >
          Unlock
        </EuiButtonEmpty>
      ),
    },
  ];

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <EuiEmptyPrompt
        icon={<EuiLoadingSpinner size="xl" />}
        title={<h2>Loading locked accounts…</h2>}
        data-test-subj="lockoutsLoading"
      />
    );
  } else if (state.status === 'failed') {
    body = (
      <EuiCallOut color="danger" iconType="error" title={state.message} data-test-subj="lockoutsError">
        <EuiButton color="danger" onClick={() => void load()} data-test-subj="lockoutsRetry">
          Retry
        </EuiButton>
      </EuiCallOut>
    );
  } else if (state.entries.length === 0) {
    body = (
      <EuiEmptyPrompt
        iconType="lockOpen"
        title={<h2>{NO_LOCKOUTS_TEXT}</h2>}
        body={<p>{NO_LOCKOUTS_BODY}</p>}
        data-test-subj="lockoutsEmpty"
      />
    );
  } else {
    body = (
      <EuiInMemoryTable
        tableCaption={LOCKOUTS_TITLE}
        items={state.entries}
        itemId={(entry: Lockout) => `${entry.kind} ${entry.name}`}
        columns={columns}
        pagination={{ initialPageSize: 20, pageSizeOptions: [20, 50, 100] }}
        data-test-subj="lockoutsTable"
      />
    );
  }

  return (
    <div data-test-subj="lockoutsPage">
      <EuiPageHeader
        pageTitle={state.status === 'loaded' ? `${LOCKOUTS_TITLE} (${state.entries.length})` : LOCKOUTS_TITLE}
        description={LOCKOUTS_DESCRIPTION}
        rightSideItems={[
          <EuiButton
            key="refresh"
            iconType="refresh"
            onClick={() => void load()}
            isDisabled={state.status === 'loading'}
            data-test-subj="lockoutsRefresh"
          >
            Refresh
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      {/* Marks the answer (rows, empty or failed) as in, for tests that walk every page. */}
      <div data-test-subj={state.status === 'loading' ? 'lockoutsBody' : 'lockoutsLoaded'}>{body}</div>
      {unlocking && (
        <UnlockModal
          entry={unlocking}
          onConfirm={() => api.unlock(unlocking.kind, unlocking.name)}
          onDone={() => {
            core.notifications.toasts.addSuccess({
              title: `Unlocked the ${entryText(unlocking)}.`,
              'data-test-subj': 'lockoutUnlocked',
            });
            setUnlocking(undefined);
            void load();
          }}
          onCancel={() => setUnlocking(undefined)}
        />
      )}
    </div>
  );
};
