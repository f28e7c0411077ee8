/**
 * HTTP Basic is a password alone: for a user who has a second factor, or whose roles require one,
 * it would sidestep the factor (issue 68.2). With `mfa.basic_auth: refuse` (the default) such a
 * user's right password over Basic is refused with 401 saying to use an API token, on this
 * server's API and on the REST API listener alike (both check passwords with PasswordLogin).
 */
import { HttpError } from '../../../../../core/server';
import { directoryPrincipal, internalUserPrincipal } from '../../backend/permissions/role_mappings';
import type { SecurityBackend } from '../../backend/types';
import type { PasswordIdentity } from '../providers/types';
import type { MfaService } from './mfa_service';

export const PASSWORD_ALONE_MESSAGE =
  'This user signs in with a second factor: a password alone is not accepted here. Use an API token.';

/** The refusal; the REST listener keeps its message (its other 401s say only "Unauthorized"). */
export class PasswordAloneRefused extends HttpError {
  constructor() {
    super(401, PASSWORD_ALONE_MESSAGE, { use_api_token: true });
  }
}

export interface PasswordAloneDeps {
  mfa: Pick<MfaService, 'methods' | 'requiredRolesConfigured' | 'requiredFor'>;
  backend(): SecurityBackend;
  mode: 'refuse' | 'allow';
}

/** Whether the password alone must be refused for this identity (checked after the password was right). */
export type PasswordAloneGate = (identity: PasswordIdentity, address: string) => Promise<boolean>;

export function createPasswordAloneGate(deps: PasswordAloneDeps): PasswordAloneGate {
  return async (identity, address) => {
    if (deps.mode === 'allow') return false;
    const { username, user, backendRoles = [], credentials } = identity;
    if ((await deps.mfa.methods(username)).length) return true;
    if (!deps.mfa.requiredRolesConfigured()) return false;
    // The roles as the permission evaluation resolves them for this caller, mappings included.
    const principal = user
      ? internalUserPrincipal(username, user, address)
      : directoryPrincipal(username, backendRoles, address);
    const account = await deps.backend().asScoped({ credentials }).resolveAccount(principal);
    return deps.mfa.requiredFor(account.roles);
  };
}
