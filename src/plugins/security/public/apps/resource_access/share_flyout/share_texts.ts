/** The words of the Share with people flyout and the Resource access page, shared with their tests. */
import type { ShareLevel } from '../../../../../../core/public';
import type { PrincipalKind } from '../../../apis/resource_sharing_api';

export const SHARE_FLYOUT_TITLE = 'Share with people';
export const LEVEL_LABELS: Readonly<Record<ShareLevel, string>> = {
  read_only: 'Read only',
  read_write: 'Read and write',
  full_access: 'Full access',
};
export const LEVEL_HELP: Readonly<Record<ShareLevel, string>> = {
  read_only: 'May open it.',
  read_write: 'May open and change it.',
  full_access: 'May also delete it and change who it is shared with.',
};
export const KIND_LABELS: Readonly<Record<PrincipalKind, string>> = {
  user: 'User',
  role: 'Role',
  backend_role: 'Backend role',
};
/** "user kim", "backend role ops", for buttons' accessible names. */
export const recipientText = (kind: PrincipalKind, name: string) => `${KIND_LABELS[kind].toLowerCase()} ${name}`;

export const UNKNOWN_USER_NOTE = 'Not a known internal user: directory users get access when they sign in.';
export const UNKNOWN_ROLE_NOTE = 'Not a role here yet: its members get access once it exists.';
export const NOT_ALLOWED_TEXT = 'Only the owner and people with full access can change sharing.';
export const READ_ONLY_NOTE =
  'You can see who has access. Only the owner and people with full access can change sharing.';
export const TENANT_CAP_NOTE =
  'You can see who has access. This tenant is read only for you, so you cannot change who this is shared with.';
export const NO_RECIPIENTS_TEXT = 'Shared with nobody yet: only the owner and security administrators can see it.';
export const LOAD_SHARING_FAILED = 'Could not load who this is shared with.';
export const SAVE_SHARING_FAILED = 'Could not save the sharing.';
