/** The openid domain's `http_authenticator.config`: where the provider is and which claims name the user. */
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export interface OpenIdDomain {
  name: string;
  connectUrl: string | null;
  /** null: `preferred_username`, then `sub`. */
  subjectKey: string | null;
  rolesKey: string | null;
  clockSkewSeconds: number;
}

/** The lowest-order openid domain is the one users sign in through. */
export const openIdDomainParser: DomainParser<OpenIdDomain> = {
  types: ['openid'],
  firstDomainOnly: true,
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    return {
      name: domain.name,
      connectUrl: reader.optionalString('openid_connect_url'),
      subjectKey: reader.optionalString('subject_key'),
      rolesKey: reader.optionalString('roles_key'),
      clockSkewSeconds: reader.seconds('jwt_clock_skew_tolerance_seconds', 30),
    };
  },
};
