import { defineMessages } from '../../../../../core/public';

export const messages = defineMessages({
  countdown: {
    id: 'security.sessionExpiry.countdown',
    defaultMessage: 'Your session ends in {seconds, plural, one {# second} other {# seconds}}.',
  },
  countdownCannotExtend: {
    id: 'security.sessionExpiry.countdownCannotExtend',
    defaultMessage:
      'Your session ends in {seconds, plural, one {# second} other {# seconds}}. It cannot be extended: save your work, then log in again.',
  },
  extendFailed: {
    id: 'security.sessionExpiry.extendFailed',
    defaultMessage: 'The session could not be extended. Try again.',
  },
  stayLoggedInButton: { id: 'security.sessionExpiry.stayLoggedInButton', defaultMessage: 'Stay logged in' },
  title: { id: 'security.sessionExpiry.title', defaultMessage: 'Your session is about to expire' },
});
