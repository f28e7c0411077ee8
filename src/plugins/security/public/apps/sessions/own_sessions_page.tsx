/**
 * Your sessions (`/app/account/sessions`, from the account menu): where the signed-in user is
 * logged in now. Any other one can be revoked, or all of them ("Log out everywhere else").
 */
import React, { useState } from 'react';
import { EuiButton, EuiCallOut, EuiPageHeader, EuiPageTemplate, EuiSpacer } from '@elastic/eui';
import type { RevokeSessionsResponse, SessionInfo } from '../../../common/sessions';
import type { OwnSessionsApi } from '../../apis/sessions_api';
import { RevokeModal } from './revoke_modal';
import { SessionsTable } from './sessions_table';
import { revokedText, sessionDescription } from './texts';
import { useSessions } from './use_sessions';

export const OWN_SESSIONS_TITLE = 'Your sessions';
export const OWN_SESSIONS_DESCRIPTION =
  'Where you are logged in now. Revoke a session you do not recognise: it is logged out at once.';

export interface OwnSessionsPageProps {
  api: Pick<OwnSessionsApi, 'list' | 'revoke' | 'revokeOthers'>;
  onRevoked(title: string): void;
}

type Pending = { kind: 'one'; session: SessionInfo } | { kind: 'others' };

export const OwnSessionsPage: React.FC<OwnSessionsPageProps> = ({ api, onRevoked }) => {
  const table = useSessions(api);
  const [pending, setPending] = useState<Pending>();
  const done = (result: RevokeSessionsResponse) => {
    setPending(undefined);
    onRevoked(revokedText(result.revoked));
    table.reload();
  };
  const others = table.total - (table.sessions.some((s) => s.current) ? 1 : 0);

  return (
    // The shell holds the page's main landmark; the template is only the frame.
    <EuiPageTemplate component="div" panelled={false} restrictWidth={1200} data-test-subj="ownSessionsPage">
      <EuiPageTemplate.Section>
        <EuiPageHeader
          pageTitle={OWN_SESSIONS_TITLE}
          description={OWN_SESSIONS_DESCRIPTION}
          rightSideItems={[
            <EuiButton
              key="others"
              color="danger"
              iconType="logOut"
              isDisabled={table.loading || others <= 0}
              onClick={() => setPending({ kind: 'others' })}
              data-test-subj="logOutEverywhereElse"
            >
              Log out everywhere else
            </EuiButton>,
          ]}
        />
        <EuiSpacer />
        {table.error && (
          <>
            <EuiCallOut color="danger" iconType="error" title={table.error} data-test-subj="sessionsError" />
            <EuiSpacer />
          </>
        )}
        <SessionsTable
          data-test-subj="ownSessionsTable"
          showUser={false}
          sessions={table.sessions}
          total={table.total}
          pageIndex={table.pageIndex}
          pageSize={table.pageSize}
          loading={table.loading}
          noItemsMessage={table.loading ? 'Loading sessions…' : 'No live sessions.'}
          onChange={table.onTableChange}
          onRevoke={(session) => setPending({ kind: 'one', session })}
        />
        {pending?.kind === 'one' && (
          <RevokeModal
            title="Revoke this session?"
            body={<p>That session is logged out at once ({sessionDescription(pending.session)}).</p>}
            confirmLabel="Revoke"
            onConfirm={() => api.revoke(pending.session.id)}
            onDone={done}
            onCancel={() => setPending(undefined)}
          />
        )}
        {pending?.kind === 'others' && (
          <RevokeModal
            title="Log out everywhere else?"
            body={<p>Every other session of yours ends at once, on every device. This one stays.</p>}
            confirmLabel="Log out everywhere else"
            onConfirm={() => api.revokeOthers()}
            onDone={done}
            onCancel={() => setPending(undefined)}
          />
        )}
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
