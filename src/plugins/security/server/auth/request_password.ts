import type { OsdRequest, OsdResponse } from '../../../../core/server';
import type { AuditTrail } from '../audit/audit_trail';
import type { LoginVia } from './login_flow';
import type { LoginReport, PasswordLogin } from './password_login';
import type { PasswordIdentity } from './providers/types';

export interface Credentials {
  username: string;
  password: string;
}

export interface RequestPasswordDeps {
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated' | 'refusedLogin'>;
}

/**
 * A password login carried by a request (the form, `Authorization: Basic`): the basic domains
 * walked with lock-out, the outcome audited with the user name tried, Retry-After on a lock-out.
 */
export async function verifyRequestPassword(
  deps: RequestPasswordDeps,
  passwords: PasswordLogin,
  request: OsdRequest,
  response: OsdResponse,
  credentials: Credentials,
  via: LoginVia
): Promise<PasswordIdentity> {
  const { audit } = deps;
  const report: LoginReport = {
    failed: async (reason) => audit?.failedLogin(request, reason, 'basicauth', credentials.username),
    refused: () => audit?.refusedLogin('basicauth'),
    // The login form's success is audited by its route once the session starts: after the second
    // factor, for a user who has one (a right password alone is not a login then).
    authenticated: async (username) => (via === 'login' ? undefined : audit?.authenticated(request, username, via)),
    retryAfter: (seconds) => void response.header('retry-after', String(seconds)),
  };
  return passwords.verify(credentials, request.ip, report, { alone: via === 'basic' });
}
