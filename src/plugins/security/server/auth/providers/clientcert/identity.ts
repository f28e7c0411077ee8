import type { ClientCertificate } from '../../../../../../core/server';
import type { ClientCertDomain } from './settings';

export interface ClientCertIdentity {
  username: string;
  backendRoles: string[];
}

/**
 * Who a client certificate names under a clientcert domain, as OpenSearch's clientcert
 * authenticator reads it: the most specific value of `username_attribute` (the whole DN when it is
 * unset or the subject lacks it) and every value of `roles_attribute`. Only the TLS layer's own
 * verification decides whether the certificate counts: an unverified or absent one names nobody.
 */
export function clientCertIdentity(
  certificate: ClientCertificate | null,
  domain: ClientCertDomain
): ClientCertIdentity | undefined {
  if (!certificate || certificate.authorized !== true || certificate.rdns.length === 0) return undefined;
  const { rdns } = certificate;
  const named = (attribute: string | null) =>
    attribute === null ? [] : rdns.filter((rdn) => rdn.type.toLowerCase() === attribute.toLowerCase());
  const username = named(domain.usernameAttribute)[0]?.value || certificate.dn;
  // Roles in the certificate's own order, as OpenSearch lists them.
  const roles = named(domain.rolesAttribute)
    .map((rdn) => rdn.value)
    .reverse();
  const backendRoles = [...new Set(roles)].filter((role) => role !== '');
  return { username, backendRoles };
}
