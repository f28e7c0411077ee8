import { defineMessages } from '../../../i18n';

export const messages = defineMessages({
  adviceIntro: { id: 'core.application.errorPage.urlOverflow.adviceIntro', defaultMessage: 'Things to try:' },
  advancedSettingsLink: {
    id: 'core.application.errorPage.urlOverflow.advancedSettingsLink',
    defaultMessage: 'advanced settings',
  },
  simplifyAdvice: {
    id: 'core.application.errorPage.urlOverflow.simplifyAdvice',
    defaultMessage: 'Simplify the object you are viewing or editing by removing content or filters.',
  },
  upgradeBrowserAdvice: {
    id: 'core.application.errorPage.urlOverflow.upgradeBrowserAdvice',
    defaultMessage:
      'Upgrade to a modern browser: Internet Explorer cannot handle URLs as long as other supported browsers can.',
  },
  title: {
    id: 'core.application.errorPage.urlOverflow.title',
    defaultMessage: "The URL for this object is too long, and we can't display it",
  },
  errorPageTitle: { id: 'core.application.errorPage.title', defaultMessage: 'Application error' },
});
