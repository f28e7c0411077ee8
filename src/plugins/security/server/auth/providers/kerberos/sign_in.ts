import { HttpError, type OsdRequest, type OsdResponse } from '../../../../../../core/server';
import type { AuditTrail } from '../../../audit/audit_trail';
import type { SecurityPluginConfig } from '../../../config_schema';
import type { SessionContext } from '../../../session/types';
import type { ProviderHost } from '../types';
import { acceptNegotiate, KerberosRejected, KerberosUnavailable } from './acceptor';
import { KERBEROS_AUTH_TYPE, type KerberosDomain } from './settings';

export interface KerberosSignInHost {
  config: SecurityPluginConfig;
  audit?: Pick<AuditTrail, 'failedLogin'>;
  startExternalSession: ProviderHost['startExternalSession'];
}

export type KerberosSignIn =
  { kind: 'signedIn'; username: string; session: SessionContext } | { kind: 'refused'; rejection: KerberosRejected };

/**
 * A Negotiate token of a request turned into a session (the ticket's principal, the authz
 * backends' roles: startExternalSession), so the browser or client needs one Negotiate round and
 * then sends the cookie. The mutual-authentication token goes out in `WWW-Authenticate`. A
 * refused token is audited (FAILED_LOGIN with the reason); the caller answers 401.
 */
export async function signInWithTicket(
  host: KerberosSignInHost,
  request: OsdRequest,
  response: OsdResponse,
  token: string,
  domain: KerberosDomain,
  tenant?: string
): Promise<KerberosSignIn> {
  let accepted;
  try {
    accepted = await acceptNegotiate(token, host.config.kerberos, domain);
  } catch (error) {
    if (error instanceof KerberosUnavailable) throw new HttpError(503, error.message);
    if (!(error instanceof KerberosRejected)) throw error;
    await host.audit?.failedLogin(request, error.reason, KERBEROS_AUTH_TYPE, error.principal);
    response.header('www-authenticate', 'Negotiate');
    return { kind: 'refused', rejection: error };
  }
  const session = await host.startExternalSession(request, response, {
    username: accepted.username,
    authType: KERBEROS_AUTH_TYPE,
    external: { backendRoles: [] },
    ...(tenant !== undefined ? { tenant } : {}),
  });
  if (accepted.mutualToken) response.header('www-authenticate', `Negotiate ${accepted.mutualToken}`);
  return { kind: 'signedIn', username: accepted.username, session };
}
