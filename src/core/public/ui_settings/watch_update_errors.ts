import type { IToasts } from '../notifications/types';
import type { IUiSettingsClient } from './types';

export const UPDATE_ERROR_TITLE = 'Unable to update UI setting';

/** SPEC section 8: every failed setting update becomes a danger toast. Returns how to stop. */
export function watchUpdateErrors(
  client: Pick<IUiSettingsClient, 'getUpdateErrors$'>,
  toasts: Pick<IToasts, 'addError'>
): () => void {
  const subscription = client.getUpdateErrors$().subscribe((error) => {
    toasts.addError(error, { title: UPDATE_ERROR_TITLE });
  });
  return () => subscription.unsubscribe();
}
