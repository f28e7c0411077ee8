/**
 * Sessions (`/sessions`): everyone signed in right now, paged, sorted and searched on the
 * server. An administrator revokes one session, all of a user's ("log out everywhere") or every
 * session but their own; each asks first, and the next request of an ended session is refused.
 */
import React, { useMemo, useState } from 'react';
import { EuiButton, EuiPageHeader, EuiSpacer } from '@elastic/eui';
import type { RevokeSessionsResponse, SessionInfo } from '../../../../../common/sessions';
import { AdminSessionsApi } from '../../../../apis/sessions_api';
import { RevokeModal } from '../../../sessions/revoke_modal';
import { SessionsTable } from '../../../sessions/sessions_table';
import { useSessions } from '../../../sessions/use_sessions';
import { revokedText, sessionDescription } from '../../../sessions/texts';
import type { PageProps } from '../../types';
import { emptyTableText, type EmptyTableTexts } from '../../utils/list_parts';
import { countedTitle } from '../../utils/load_states';
import { SearchField } from '../../utils/search_field';

export const SESSIONS_DESCRIPTION =
  'Everyone signed in right now. Revoking a session logs it out at once, on every server.';
export const NO_SESSIONS_TEXT = 'No live sessions.';
export const NO_MATCHING_SESSIONS_TEXT = 'No live sessions of a matching user.';
const SESSIONS_EMPTY: EmptyTableTexts = {
  loading: 'Loading sessions…',
  noMatch: NO_MATCHING_SESSIONS_TEXT,
  none: NO_SESSIONS_TEXT,
};

type Pending = { kind: 'one'; session: SessionInfo } | { kind: 'user'; user: string } | { kind: 'allButMine' };

export const SessionsPage: React.FC<PageProps & { sessionsApi?: AdminSessionsApi }> = ({ core, sessionsApi }) => {
  const api = useMemo(() => sessionsApi ?? new AdminSessionsApi(core.http), [sessionsApi, core.http]);
  const [search, setSearch] = useState('');
  const table = useSessions(api, search);
  const [pending, setPending] = useState<Pending>();

  const done = (result: RevokeSessionsResponse) => {
    setPending(undefined);
    core.notifications.toasts.addSuccess({ title: revokedText(result.revoked), 'data-test-subj': 'sessionsRevoked' });
    table.reload();
  };

  let modal: React.ReactNode = null;
  if (pending?.kind === 'one') {
    const { session } = pending;
    modal = (
      <RevokeModal
        title="Revoke this session?"
        body={
          <p>
            <strong>{session.user}</strong> is logged out of this session at once ({sessionDescription(session)}).
          </p>
        }
        confirmLabel="Revoke"
        onConfirm={() => api.revoke(session.id)}
        onDone={done}
        onCancel={() => setPending(undefined)}
      />
    );
  } else if (pending?.kind === 'user') {
    const { user } = pending;
    modal = (
      <RevokeModal
        title={`Log ${user} out everywhere?`}
        body={
          <p>
            Every session of <strong>{user}</strong> ends at once, on every device. Yours stays.
          </p>
        }
        confirmLabel="Log out everywhere"
        onConfirm={() => api.revokeUser(user)}
        onDone={done}
        onCancel={() => setPending(undefined)}
      />
    );
  } else if (pending?.kind === 'allButMine') {
    modal = (
      <RevokeModal
        title="Revoke all sessions but yours?"
        body={<p>Everyone else is logged out at once, on every device. This session stays.</p>}
        confirmLabel="Revoke all but mine"
        onConfirm={() => api.revokeAllButMine()}
        onDone={done}
        onCancel={() => setPending(undefined)}
      />
    );
  }

  return (
    <div data-test-subj="sessionsPage">
      <EuiPageHeader
        // No count while loading or after a failed load: never a false "(0)".
        pageTitle={countedTitle('Sessions', table.loading || table.error ? undefined : table.total)}
        description={SESSIONS_DESCRIPTION}
        rightSideItems={[
          <EuiButton
            key="allButMine"
            color="danger"
            iconType="logOut"
            // Nothing to revoke when the one live session is the caller's own.
            isDisabled={!search && !table.loading && table.total <= 1 && table.sessions.every((s) => s.current)}
            onClick={() => setPending({ kind: 'allButMine' })}
            data-test-subj="revokeAllButMine"
          >
            Revoke all but mine
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      <SearchField
        placeholder="Search by user"
        aria-label="Search sessions by user"
        setSearch={setSearch}
        isClearable
        fullWidth
        data-test-subj="sessionsSearch"
      />
      <EuiSpacer />
      <SessionsTable
        data-test-subj="sessionsTable"
        table={table}
        showUser
        sortable
        noItemsMessage={emptyTableText(SESSIONS_EMPTY, table.loading, search !== '')}
        onRevoke={(session) => setPending({ kind: 'one', session })}
        onRevokeUser={(user) => setPending({ kind: 'user', user })}
      />
      {modal}
    </div>
  );
};
