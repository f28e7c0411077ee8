import { defineMessages } from '../../../i18n';

export const messages = defineMessages({
  otherAppsTitle: { id: 'core.home.otherAppsTitle', defaultMessage: 'Other' },
  pageTitle: { id: 'core.home.pageTitle', defaultMessage: 'Home' },
  emptyTitle: { id: 'core.home.emptyTitle', defaultMessage: 'No applications yet' },
  emptyBody: {
    id: 'core.home.emptyBody',
    defaultMessage: 'Applications appear here as soon as a plugin registers one you can open.',
  },
});
