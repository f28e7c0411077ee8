import type { OsdRequest, OsdResponse } from '../../../../core/server';
import type { AuditTrail } from '../audit/audit_trail';
import { basicAuthorization, bindRequestCredentials } from '../backend/opensearch/cluster_caller';
import type { LoginVia } from './login_flow';
import type { PasswordLogin } from './password_login';
import type { PasswordIdentity } from './providers/types';

export interface Credentials {
  username: string;
  password: string;
}

export interface RequestPasswordDeps {
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated'>;
  /** Set with `security.backend: opensearch`. */
  credentialSealer?: unknown;
}

/**
 * A password login carried by a request (the form, `Authorization: Basic`): the basic domains
 * walked with lock-out, the outcome audited with the user name tried, Retry-After on a lock-out.
 * With a cluster backend the request then acts on the cluster as this user.
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
  const identity = await passwords.verify(credentials, request.ip, {
    failed: async (reason) => audit?.failedLogin(request, reason, 'basicauth', credentials.username),
    authenticated: async (username) => audit?.authenticated(request, username, via),
    retryAfter: (seconds) => void response.header('retry-after', String(seconds)),
  });
  if (deps.credentialSealer)
    bindRequestCredentials(request, basicAuthorization(credentials.username, credentials.password));
  return identity;
}
