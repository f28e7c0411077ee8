import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  sectionLabel: { id: 'security.configSessions.sectionLabel', defaultMessage: 'Sessions' },
  noMatch: { id: 'security.configSessions.table.noMatch', defaultMessage: 'No live sessions of a matching user.' },
  loading: { id: 'security.configSessions.table.loading', defaultMessage: 'Loading sessions…' },
  none: { id: 'security.configSessions.table.none', defaultMessage: 'No live sessions.' },
  title: { id: 'security.configSessions.revokeOne.title', defaultMessage: 'Revoke this session?' },
  body: {
    id: 'security.configSessions.revokeOne.body',
    defaultMessage: '{user} is logged out of this session at once ({session}).',
  },
  confirmButton: { id: 'security.configSessions.revokeOne.confirmButton', defaultMessage: 'Revoke' },
  revokeUserTitle: { id: 'security.configSessions.revokeUser.title', defaultMessage: 'Log {user} out everywhere?' },
  revokeUserBody: {
    id: 'security.configSessions.revokeUser.body',
    defaultMessage: 'Every session of {user} ends at once, on every device. Yours stays.',
  },
  revokeUserConfirmButton: {
    id: 'security.configSessions.revokeUser.confirmButton',
    defaultMessage: 'Log out everywhere',
  },
  revokeOthersTitle: {
    id: 'security.configSessions.revokeOthers.title',
    defaultMessage: 'Revoke all sessions but yours?',
  },
  revokeOthersBody: {
    id: 'security.configSessions.revokeOthers.body',
    defaultMessage: 'Everyone else is logged out at once, on every device. This session stays.',
  },
  revokeOthersConfirmButton: {
    id: 'security.configSessions.revokeOthers.confirmButton',
    defaultMessage: 'Revoke all but mine',
  },
  pageTitle: { id: 'security.configSessions.page.title', defaultMessage: 'Sessions' },
  description: {
    id: 'security.configSessions.page.description',
    defaultMessage: 'Everyone signed in right now. Revoking a session logs it out at once, on every server.',
  },
  revokeOthersButton: { id: 'security.configSessions.page.revokeOthersButton', defaultMessage: 'Revoke all but mine' },
  searchPlaceholder: { id: 'security.configSessions.page.searchPlaceholder', defaultMessage: 'Search by user' },
  searchLabel: { id: 'security.configSessions.page.searchLabel', defaultMessage: 'Search sessions by user' },
});
