import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  title: { id: 'security.lockouts.page.title', defaultMessage: 'Locked accounts' },
  noneTitle: { id: 'security.lockouts.page.noneTitle', defaultMessage: 'No locked accounts' },
  user: { id: 'security.lockouts.kind.user', defaultMessage: 'User' },
  address: { id: 'security.lockouts.kind.address', defaultMessage: 'Address' },
  counting: { id: 'security.lockouts.table.counting', defaultMessage: 'Not locked (counting)' },
  loadError: { id: 'security.lockouts.page.loadError', defaultMessage: 'Could not load the locked accounts.' },
  kindColumn: { id: 'security.lockouts.table.kindColumn', defaultMessage: 'Kind' },
  nameColumn: { id: 'security.lockouts.table.nameColumn', defaultMessage: 'Name' },
  fromAddresses: { id: 'security.lockouts.table.fromAddresses', defaultMessage: 'from {addresses}' },
  failuresColumn: { id: 'security.lockouts.table.failuresColumn', defaultMessage: 'Failures' },
  lockedUntilColumn: { id: 'security.lockouts.table.lockedUntilColumn', defaultMessage: 'Locked until' },
  actionsColumn: { id: 'security.lockouts.table.actionsColumn', defaultMessage: 'Actions' },
  unlockAriaLabel: {
    id: 'security.lockouts.table.unlockAriaLabel',
    defaultMessage: "Unlock the {kind, select, user {user name ''{name}''} other {address {name}}}",
  },
  unlockButton: { id: 'security.lockouts.table.unlockButton', defaultMessage: 'Unlock' },
  loading: { id: 'security.lockouts.page.loading', defaultMessage: 'Loading locked accounts…' },
  retryButton: { id: 'security.lockouts.page.retryButton', defaultMessage: 'Retry' },
  noneBody: {
    id: 'security.lockouts.page.noneBody',
    defaultMessage: 'No user name or address is locked out or counting failed logins right now.',
  },
  countedTitle: { id: 'security.lockouts.page.countedTitle', defaultMessage: 'Locked accounts ({count})' },
  description: {
    id: 'security.lockouts.page.description',
    defaultMessage:
      'User names and client addresses locked out after failed logins, and those counting failures towards a lock-out. Unlocking clears the count at once, on every server.',
  },
  refreshButton: { id: 'security.lockouts.page.refreshButton', defaultMessage: 'Refresh' },
  unlockedToast: {
    id: 'security.lockouts.page.unlockedToast',
    defaultMessage: "Unlocked the {kind, select, user {user name ''{name}''} other {address {name}}}.",
  },
  sectionLabel: { id: 'security.lockouts.sectionLabel', defaultMessage: 'Locked accounts' },
  unlockTitle: { id: 'security.lockouts.unlock.title', defaultMessage: 'Unlock {name}?' },
  body: {
    id: 'security.lockouts.unlock.body',
    defaultMessage:
      "The {kind, select, user {user name ''{name}''} other {address {name}}} may log in again at once: its {failures, plural, one {# counted failed login is} other {# counted failed logins are}} forgotten. Unlock only when you know who failed, as a password guesser gets a fresh start too.",
  },
  confirmButton: { id: 'security.lockouts.unlock.confirmButton', defaultMessage: 'Unlock' },
  failure: {
    id: 'security.lockouts.unlock.failure',
    defaultMessage: "The {kind, select, user {user name ''{name}''} other {address {name}}} could not be unlocked.",
  },
});
