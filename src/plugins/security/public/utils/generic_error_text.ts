import { i18n } from '../../../../core/public/light';

/**
 * SPEC 8's generic error text: what a failure says when the server gave no message. Its own
 * module, free of React, so the light pages' first script can say it too.
 */
export const genericErrorText = () =>
  i18n.translate('security.common.genericErrorText', {
    defaultMessage: 'You may refresh the page to retry or see browser console for more information.',
  });

/** Its English, for callers not yet moved to genericErrorText (the Security app's) and for tests. */
export const GENERIC_ERROR_TEXT = 'You may refresh the page to retry or see browser console for more information.';
