import { defineMessages } from '../../../../../core/public';

export const messages = defineMessages({
  revokeFailed: { id: 'security.sessions.revokeFailed', defaultMessage: 'The sessions could not be revoked.' },
  currentSessionBadge: { id: 'security.sessions.currentSessionBadge', defaultMessage: 'This session' },
  userColumn: { id: 'security.sessions.userColumn', defaultMessage: 'User' },
  sessionColumn: { id: 'security.sessions.sessionColumn', defaultMessage: 'Session' },
  authTypeColumn: { id: 'security.sessions.authTypeColumn', defaultMessage: 'Auth type' },
  createdColumn: { id: 'security.sessions.createdColumn', defaultMessage: 'Created' },
  lastSeenColumn: { id: 'security.sessions.lastSeenColumn', defaultMessage: 'Last seen' },
  clientAddressColumn: { id: 'security.sessions.clientAddressColumn', defaultMessage: 'Client address' },
  userAgentColumn: { id: 'security.sessions.userAgentColumn', defaultMessage: 'User agent' },
  tenantColumn: { id: 'security.sessions.tenantColumn', defaultMessage: 'Tenant' },
  actionsColumn: { id: 'security.sessions.actionsColumn', defaultMessage: 'Actions' },
  revokeAction: { id: 'security.sessions.revokeAction', defaultMessage: 'Revoke' },
  revokeActionDescription: {
    id: 'security.sessions.revokeActionDescription',
    defaultMessage: 'Revoke this session: it is logged out at once',
  },
  revokeUserAction: { id: 'security.sessions.revokeUserAction', defaultMessage: 'Log out everywhere' },
  revokeUserActionDescription: {
    id: 'security.sessions.revokeUserActionDescription',
    defaultMessage: "End every session of this session's user",
  },
  loadFailedObject: { id: 'security.sessions.loadFailedObject', defaultMessage: 'the sessions' },
  activeSessionsCaption: { id: 'security.sessions.activeSessionsCaption', defaultMessage: 'Active sessions' },
  ownSessionsCaption: { id: 'security.sessions.ownSessionsCaption', defaultMessage: 'Your sessions' },
  revokedNone: { id: 'security.sessions.revokedNone', defaultMessage: 'No session was revoked: none was left to end.' },
  revoked: {
    id: 'security.sessions.revoked',
    defaultMessage: '{count, plural, one {# session revoked.} other {# sessions revoked.}}',
  },
  from: { id: 'security.sessions.description.from', defaultMessage: 'from {address}' },
  fromUnknown: { id: 'security.sessions.description.fromUnknown', defaultMessage: 'from an unknown address' },
  fromLastSeen: {
    id: 'security.sessions.description.fromLastSeen',
    defaultMessage: 'from {address}, last seen {lastSeen}',
  },
  fromUnknownLastSeen: {
    id: 'security.sessions.description.fromUnknownLastSeen',
    defaultMessage: 'from an unknown address, last seen {lastSeen}',
  },
  onSystem: { id: 'security.sessions.userAgent.onSystem', defaultMessage: '{client} on {system}' },
});
