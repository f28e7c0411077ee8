import type { IToasts } from '../notifications/types';
import type { IUiSettingsClient } from './types';
import { i18n } from '../i18n';

/** SPEC section 8: every failed setting update becomes a danger toast. Returns how to stop. */
export function watchUpdateErrors(
  client: Pick<IUiSettingsClient, 'getUpdateErrors$'>,
  toasts: Pick<IToasts, 'addError'>
): () => void {
  const subscription = client.getUpdateErrors$().subscribe((error) => {
    toasts.addError(error, {
      title: i18n.translate('core.uiSettings.updateErrorTitle', { defaultMessage: 'Unable to update UI setting' }),
    });
  });
  return () => subscription.unsubscribe();
}
