/**
 * The words of the Share with people flyout and the Resource access page. Each is read when the
 * page draws it (a function, or a getter of the records), in the locale loaded by then; the
 * English constants are what their tests compare with.
 */
import { i18n, type ShareLevel } from '../../../../../../core/public';
import type { PrincipalKind } from '../../../apis/resource_sharing_api';

export const shareFlyoutTitle = () =>
  i18n.translate('security.sharing.flyout.title', { defaultMessage: 'Share with people' });

export const LEVEL_LABELS: Readonly<Record<ShareLevel, string>> = {
  get read_only() {
    return i18n.translate('security.sharing.level.readOnly', { defaultMessage: 'Read only' });
  },
  get read_write() {
    return i18n.translate('security.sharing.level.readWrite', { defaultMessage: 'Read and write' });
  },
  get full_access() {
    return i18n.translate('security.sharing.level.fullAccess', { defaultMessage: 'Full access' });
  },
};
export const LEVEL_HELP: Readonly<Record<ShareLevel, string>> = {
  get read_only() {
    return i18n.translate('security.sharing.levelHelp.readOnly', { defaultMessage: 'May open it.' });
  },
  get read_write() {
    return i18n.translate('security.sharing.levelHelp.readWrite', { defaultMessage: 'May open and change it.' });
  },
  get full_access() {
    return i18n.translate('security.sharing.levelHelp.fullAccess', {
      defaultMessage: 'May also delete it and change who it is shared with.',
    });
  },
};
export const KIND_LABELS: Readonly<Record<PrincipalKind, string>> = {
  get user() {
    return i18n.translate('security.sharing.kind.user', { defaultMessage: 'User' });
  },
  get role() {
    return i18n.translate('security.sharing.kind.role', { defaultMessage: 'Role' });
  },
  get backend_role() {
    return i18n.translate('security.sharing.kind.backendRole', { defaultMessage: 'Backend role' });
  },
};
/** "user kim", "backend role analysts": one message, so a language may put the name first. */
export const recipientText = (kind: PrincipalKind, name: string) =>
  i18n.translate('security.sharing.recipient', {
    defaultMessage: '{kind, select, user {user {name}} role {role {name}} other {backend role {name}}}',
    values: { kind, name },
  });

export const UNKNOWN_USER_NOTE = 'Not a known internal user: directory users get access when they sign in.';
export const NOT_ALLOWED_TEXT = 'Only the owner and people with full access can change sharing.';
export const READ_ONLY_NOTE =
  'You can see who has access. Only the owner and people with full access can change sharing.';
export const TENANT_CAP_NOTE =
  'You can see who has access. This tenant is read only for you, so you cannot change who this is shared with.';

export const unknownUserNote = () =>
  i18n.translate('security.sharing.recipients.unknownUser', {
    defaultMessage: 'Not a known internal user: directory users get access when they sign in.',
  });
export const unknownRoleNote = () =>
  i18n.translate('security.sharing.recipients.unknownRole', {
    defaultMessage: 'Not a role here yet: its members get access once it exists.',
  });
export const notAllowedText = () =>
  i18n.translate('security.sharing.flyout.notAllowed', {
    defaultMessage: 'Only the owner and people with full access can change sharing.',
  });
export const readOnlyNote = () =>
  i18n.translate('security.sharing.flyout.readOnlyNote', {
    defaultMessage: 'You can see who has access. Only the owner and people with full access can change sharing.',
  });
export const tenantCapNote = () =>
  i18n.translate('security.sharing.flyout.tenantCapNote', {
    defaultMessage:
      'You can see who has access. This tenant is read only for you, so you cannot change who this is shared with.',
  });
export const noRecipientsText = () =>
  i18n.translate('security.sharing.recipients.empty', {
    defaultMessage: 'Shared with nobody yet: only the owner and security administrators can see it.',
  });
export const loadSharingFailed = () =>
  i18n.translate('security.sharing.flyout.loadFailed', { defaultMessage: 'Could not load who this is shared with.' });
export const saveSharingFailed = () =>
  i18n.translate('security.sharing.flyout.saveFailed', { defaultMessage: 'Could not save the sharing.' });
