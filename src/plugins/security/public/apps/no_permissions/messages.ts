import { defineMessages } from '../../../../../core/public/light';

export const messages = defineMessages({
  title: { id: 'security.noPermissions.title', defaultMessage: 'Missing Role' },
  message: {
    id: 'security.noPermissions.message',
    defaultMessage: 'No roles available for this user, please contact your system administrator.',
  },
});
