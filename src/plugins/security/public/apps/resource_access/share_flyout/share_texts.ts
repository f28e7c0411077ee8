/**
 * The words of the Share with people flyout and the Resource access page. Each is read when the
 * page draws it (a function, or a record of `translatedLabels`), in the locale loaded by then; the
 * English constants are what their tests compare with.
 */
import { i18n, translatedLabels, type ShareLevel } from '../../../../../../core/public';
import type { PrincipalKind } from '../../../apis/resource_sharing_api';
import messages from './messages.json';

export const shareFlyoutTitle = () => i18n.translate(messages.flyoutTitle);

export const LEVEL_LABELS = translatedLabels<ShareLevel>({
  read_only: messages.levelReadOnly,
  read_write: messages.levelReadWrite,
  full_access: messages.levelFullAccess,
});
export const LEVEL_HELP = translatedLabels<ShareLevel>({
  read_only: messages.levelHelpReadOnly,
  read_write: messages.levelHelpReadWrite,
  full_access: messages.levelHelpFullAccess,
});
export const KIND_LABELS = translatedLabels<PrincipalKind>({
  user: messages.kindUser,
  role: messages.kindRole,
  backend_role: messages.kindBackendRole,
});
/** "user kim", "backend role analysts": one message, so a language may put the name first. */
export const recipientText = (kind: PrincipalKind, name: string) => i18n.translate(messages.recipient, { kind, name });

export const UNKNOWN_USER_NOTE = 'Not a known internal user: directory users get access when they sign in.';
export const NOT_ALLOWED_TEXT = 'Only the owner and people with full access can change sharing.';
export const READ_ONLY_NOTE =
  'You can see who has access. Only the owner and people with full access can change sharing.';
export const TENANT_CAP_NOTE =
  'You can see who has access. This tenant is read only for you, so you cannot change who this is shared with.';

export const unknownUserNote = () => i18n.translate(messages.recipientsUnknownUser);
export const unknownRoleNote = () => i18n.translate(messages.recipientsUnknownRole);
export const notAllowedText = () => i18n.translate(messages.flyoutNotAllowed);
export const readOnlyNote = () => i18n.translate(messages.flyoutReadOnlyNote);
export const tenantCapNote = () => i18n.translate(messages.flyoutTenantCapNote);
export const noRecipientsText = () => i18n.translate(messages.recipientsEmpty);
export const loadSharingFailed = () => i18n.translate(messages.flyoutLoadFailed);
export const saveSharingFailed = () => i18n.translate(messages.flyoutSaveFailed);
