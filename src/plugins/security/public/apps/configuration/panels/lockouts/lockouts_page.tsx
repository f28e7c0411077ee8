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
import { i18n } from '../../../../../../../core/public';
import { entryValues, kindLabel, lockEnd, lockoutsTitle, noLockoutsText } from './lockout_texts';
import { UnlockModal } from './unlock_modal';
import messages from './messages.json';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; entries: Lockout[] };

const LockedUntil: React.FC<{ value: string | null }> = ({ value }) => {
  const end = lockEnd(value);
  if (!end) return <EuiText size="s">{i18n.translate(messages.tableCounting)}</EuiText>;
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
      setState({
        status: 'failed',
        message: errorText(error, i18n.translate(messages.pageLoadError)),
      });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const columns: Array<EuiBasicTableColumn<Lockout>> = [
    {
      field: 'kind',
      name: i18n.translate(messages.tableKindColumn),
      sortable: true,
      width: '110px',
      render: (kind: Lockout['kind']) => <EuiBadge color="hollow">{kindLabel(kind)}</EuiBadge>,
    },
    {
      field: 'name',
      name: i18n.translate(messages.tableNameColumn),
      sortable: true,
      render: (name: string, entry: Lockout) => (
        <div>
          <strong>{name}</strong>
          {entry.addresses && entry.addresses.length > 0 && (
            <EuiText size="xs" color="subdued">
              {i18n.translate(messages.tableFromAddresses, { addresses: entry.addresses.join(', ') })}
            </EuiText>
          )}
        </div>
      ),
    },
    {
      field: 'failures',
      name: i18n.translate(messages.tableFailuresColumn),
      sortable: true,
      width: '110px',
      dataType: 'number',
    },
    {
      field: 'locked_until',
      name: i18n.translate(messages.tableLockedUntilColumn),
      sortable: (entry: Lockout) => entry.locked_until ?? '',
      render: (value: string | null) => <LockedUntil value={value} />,
    },
    {
      name: i18n.translate(messages.tableActionsColumn),
      width: '120px',
      render: (entry: Lockout) => (
        <EuiButtonEmpty
          size="s"
          iconType="lockOpen"
          onClick={() => setUnlocking(entry)}
          aria-label={i18n.translate(messages.tableUnlockAriaLabel, entryValues(entry))}
          data-test-subj="unlockLockout"
        >
          {i18n.translate(messages.tableUnlockButton)}
        </EuiButtonEmpty>
      ),
    },
  ];

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <EuiEmptyPrompt
        icon={<EuiLoadingSpinner size="xl" />}
        title={<h2>{i18n.translate(messages.pageLoading)}</h2>}
        data-test-subj="lockoutsLoading"
      />
    );
  } else if (state.status === 'failed') {
    body = (
      <EuiCallOut color="danger" iconType="error" title={state.message} data-test-subj="lockoutsError">
        <EuiButton color="danger" onClick={() => void load()} data-test-subj="lockoutsRetry">
          {i18n.translate(messages.pageRetryButton)}
        </EuiButton>
      </EuiCallOut>
    );
  } else if (state.entries.length === 0) {
    body = (
      <EuiEmptyPrompt
        iconType="lockOpen"
        title={<h2>{noLockoutsText()}</h2>}
        body={<p>{i18n.translate(messages.pageNoneBody)}</p>}
        data-test-subj="lockoutsEmpty"
      />
    );
  } else {
    body = (
      <EuiInMemoryTable
        tableCaption={lockoutsTitle()}
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
        pageTitle={
          state.status === 'loaded'
            ? i18n.translate(messages.pageCountedTitle, { count: state.entries.length })
            : lockoutsTitle()
        }
        description={i18n.translate(messages.pageDescription)}
        rightSideItems={[
          <EuiButton
            key="refresh"
            iconType="refresh"
            onClick={() => void load()}
            isDisabled={state.status === 'loading'}
            data-test-subj="lockoutsRefresh"
          >
            {i18n.translate(messages.pageRefreshButton)}
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
              title: i18n.translate(messages.pageUnlockedToast, entryValues(unlocking)),
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
