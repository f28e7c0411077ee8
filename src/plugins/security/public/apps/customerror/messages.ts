import { defineMessages } from '../../../../../core/public/light';

export const messages = defineMessages({
  title: { id: 'security.customError.missingRole.title', defaultMessage: 'Missing Role' },
  subtitle: {
    id: 'security.customError.missingRole.subtitle',
    defaultMessage: 'No roles available for this user, please contact your system administrator.',
  },
  authErrorTitle: { id: 'security.customError.authError.title', defaultMessage: 'Authentication error' },
  authErrorSubtitle: {
    id: 'security.customError.authError.subtitle',
    defaultMessage: 'The authentication failed. Please try logging in again.',
  },
  defaultTitle: { id: 'security.customError.default.title', defaultMessage: 'Error' },
  defaultSubtitle: { id: 'security.customError.default.subtitle', defaultMessage: 'An unexpected error occurred.' },
  backToLoginButton: { id: 'security.customError.backToLoginButton', defaultMessage: 'Back to login' },
});
