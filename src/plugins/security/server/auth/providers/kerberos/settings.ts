/** A kerberos domain's `http_authenticator.config`, with OpenSearch's key names. */
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export const KERBEROS_AUTH_TYPE = 'kerberos';

/** The challenge a kerberos domain answers an unauthenticated request with. */
export const NEGOTIATE_CHALLENGE = 'Negotiate';

/** A `kerberos` domain: how the principal of an accepted ticket becomes the user name. */
export interface KerberosDomain {
  name: string;
  /** `krb_debug`: MIT's trace of each acceptance on the server's standard error (KRB5_TRACE). */
  krbDebug: boolean;
  /** `strip_realm_from_principal`: `alice@EXAMPLE.COM` signs in as `alice`. */
  stripRealm: boolean;
}

/** A boolean as OpenSearch accepts it (true/false, or the strings). */
function flag(reader: DomainReader, config: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return reader.fail(key, 'must be true or false.');
}

/** The lowest-order kerberos domain decides (the acceptor's keytab is one per server). */
export const kerberosDomainParser: DomainParser<KerberosDomain> = {
  types: [KERBEROS_AUTH_TYPE],
  firstDomainOnly: true,
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    return {
      name: domain.name,
      krbDebug: flag(reader, domain.authenticatorConfig, 'krb_debug', false),
      stripRealm: flag(reader, domain.authenticatorConfig, 'strip_realm_from_principal', true),
    };
  },
};
