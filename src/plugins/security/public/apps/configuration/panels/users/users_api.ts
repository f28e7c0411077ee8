/** The internal user pages' client, beyond the entries every page shares: resetting a user's second factors. */
import { mfaResetPath } from '../../../../../common/mfa';
import type { ConfigurationApi, SaveResult } from '../../api';

export class UsersApi {
  constructor(private readonly api: ConfigurationApi) {}

  /** Removes an internal user's second factors and recovery codes (audited MFA_RESET). */
  resetUserMfa(name: string): Promise<SaveResult> {
    return this.api.http.delete<SaveResult>(mfaResetPath(name));
  }
}
