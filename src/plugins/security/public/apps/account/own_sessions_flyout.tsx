/**
 * Your sessions (the account menu's Sessions item): where the signed-in user is logged in now.
 * Any other one can be revoked, or all of them ("Log out everywhere else"). A flyout over the
 * current app rather than a page of its own, so every user has it wherever they are; read-only
 * users included, whose apps SPEC 4 limits to home, dashboards and kibana.
 */
import React, { useState } from 'react';
import { EuiButton, EuiButtonEmpty } from '@elastic/eui';
import { FlyoutFrame, FormattedMessage, i18n } from '../../../../../core/public';
import type { RevokeSessionsResponse, SessionInfo } from '../../../common/sessions';
import { RevokeModal } from '../sessions/revoke_modal';
import { SessionsTable } from '../sessions/sessions_table';
import { revokedText, sessionDescription } from '../sessions/texts';
import { useSessions } from '../sessions/use_sessions';
import type { OwnSessionsDeps } from './types';
import messages from './dialogs.messages.json';

export interface OwnSessionsFlyoutProps extends OwnSessionsDeps {
  onClose(): void;
}

type Pending = { kind: 'one'; session: SessionInfo } | { kind: 'others' };

export const OwnSessionsFlyout: React.FC<OwnSessionsFlyoutProps> = ({ api, onRevoked, onClose }) => {
  const table = useSessions(api);
  const [pending, setPending] = useState<Pending>();
  const done = (result: RevokeSessionsResponse) => {
    setPending(undefined);
    onRevoked(revokedText(result.revoked));
    table.reload();
  };
  const others = table.total - (table.sessions.some((s) => s.current) ? 1 : 0);

  return (
    <>
      <FlyoutFrame
        title={i18n.translate(messages.accountSessionsTitle)}
        description={i18n.translate(messages.accountSessionsDescription)}
        onClose={onClose}
        size="l"
        maxWidth={1200}
        footer={{
          start: (
            <EuiButtonEmpty iconType="cross" flush="left" onClick={onClose} data-test-subj="ownSessionsClose">
              {i18n.translate(messages.accountSessionsCloseButton)}
            </EuiButtonEmpty>
          ),
          end: (
            <EuiButton
              color="danger"
              iconType="logOut"
              isDisabled={table.loading || others <= 0}
              onClick={() => setPending({ kind: 'others' })}
              data-test-subj="logOutEverywhereElse"
            >
              {i18n.translate(messages.accountSessionsLogOutOthersButton)}
            </EuiButton>
          ),
          responsive: false,
        }}
        data-test-subj="ownSessionsFlyout"
      >
        <SessionsTable
          data-test-subj="ownSessionsTable"
          table={table}
          showUser={false}
          noItemsMessage={
            table.loading
              ? i18n.translate(messages.accountSessionsLoading)
              : i18n.translate(messages.accountSessionsEmpty)
          }
          onRevoke={(session) => setPending({ kind: 'one', session })}
        />
      </FlyoutFrame>
      {pending?.kind === 'one' && (
        <RevokeModal
          title={i18n.translate(messages.accountSessionsRevokeOneTitle)}
          body={
            <p>
              <FormattedMessage
                {...messages.accountSessionsRevokeOneBody}
                values={{ session: sessionDescription(pending.session) }}
              />
            </p>
          }
          confirmLabel={i18n.translate(messages.accountSessionsRevokeOneButton)}
          onConfirm={() => api.revoke(pending.session.id)}
          onDone={done}
          onCancel={() => setPending(undefined)}
        />
      )}
      {pending?.kind === 'others' && (
        <RevokeModal
          title={i18n.translate(messages.accountSessionsRevokeOthersTitle)}
          body={<p>{i18n.translate(messages.accountSessionsRevokeOthersBody)}</p>}
          confirmLabel={i18n.translate(messages.accountSessionsLogOutOthersButton)}
          onConfirm={() => api.revokeOthers()}
          onDone={done}
          onCancel={() => setPending(undefined)}
        />
      )}
    </>
  );
};
