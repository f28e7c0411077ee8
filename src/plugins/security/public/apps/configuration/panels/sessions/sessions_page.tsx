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
import { FormattedMessage, i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export const noMatchingSessionsText = () => i18n.translate(messages.tableNoMatch);
const sessionsEmpty = (): EmptyTableTexts => ({
  loading: i18n.translate(messages.tableLoading),
  noMatch: noMatchingSessionsText(),
  none: i18n.translate(messages.tableNone),
});

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
        title={i18n.translate(messages.revokeOneTitle)}
        body={
          <p>
            <FormattedMessage
              {...messages.revokeOneBody}
              values={{ user: <strong>{session.user}</strong>, session: sessionDescription(session) }}
            />
          </p>
        }
        confirmLabel={i18n.translate(messages.revokeOneConfirmButton)}
        onConfirm={() => api.revoke(session.id)}
        onDone={done}
        onCancel={() => setPending(undefined)}
      />
    );
  } else if (pending?.kind === 'user') {
    const { user } = pending;
    modal = (
      <RevokeModal
        title={i18n.translate(messages.revokeUserTitle, { user })}
        body={
          <p>
            <FormattedMessage {...messages.revokeUserBody} values={{ user: <strong>{user}</strong> }} />
          </p>
        }
        confirmLabel={i18n.translate(messages.revokeUserConfirmButton)}
        onConfirm={() => api.revokeUser(user)}
        onDone={done}
        onCancel={() => setPending(undefined)}
      />
    );
  } else if (pending?.kind === 'allButMine') {
    modal = (
      <RevokeModal
        title={i18n.translate(messages.revokeOthersTitle)}
        body={<p>{i18n.translate(messages.revokeOthersBody)}</p>}
        confirmLabel={i18n.translate(messages.revokeOthersConfirmButton)}
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
        pageTitle={countedTitle(
          i18n.translate(messages.pageTitle),
          table.loading || table.error ? undefined : table.total
        )}
        description={i18n.translate(messages.pageDescription)}
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
            {i18n.translate(messages.pageRevokeOthersButton)}
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      <SearchField
        placeholder={i18n.translate(messages.pageSearchPlaceholder)}
        aria-label={i18n.translate(messages.pageSearchLabel)}
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
        noItemsMessage={emptyTableText(sessionsEmpty(), table.loading, search !== '')}
        onRevoke={(session) => setPending({ kind: 'one', session })}
        onRevokeUser={(user) => setPending({ kind: 'user', user })}
      />
      {modal}
    </div>
  );
};
