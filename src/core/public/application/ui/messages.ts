import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  title: { id: 'core.application.accessDenied.title', defaultMessage: 'You do not have access to this application' },
  body: {
    id: 'core.application.accessDenied.body',
    defaultMessage: 'None of your roles grants this application. Ask an administrator for access.',
  },
  openAppsIntro: { id: 'core.application.accessDenied.openAppsIntro', defaultMessage: 'Apps you can use:' },
  noOpenApps: {
    id: 'core.application.accessDenied.noOpenApps',
    defaultMessage: 'Your roles grant no application yet.',
  },
  loadingAriaLabel: { id: 'core.application.loadingAriaLabel', defaultMessage: 'Loading application' },
  notFoundTitle: { id: 'core.application.notFound.title', defaultMessage: 'Application Not Found' },
  notFoundBody: {
    id: 'core.application.notFound.body',
    defaultMessage: 'No application was found at this URL. Try going back or choosing an app from the menu.',
  },
});
