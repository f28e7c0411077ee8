/** The proxy domain's `http_authenticator.config`: the headers the trusted proxy names the user in. */
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export interface ProxyDomain {
  name: string;
  userHeader: string;
  rolesHeader: string;
}

/** The lowest-order proxy (or extended-proxy) domain names the headers. */
export const proxyDomainParser: DomainParser<ProxyDomain> = {
  types: ['proxy', 'extended-proxy'],
  firstDomainOnly: true,
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    return {
      name: domain.name,
      userHeader: reader.string('user_header', 'x-proxy-user').toLowerCase(),
      rolesHeader: reader.string('roles_header', 'x-proxy-roles').toLowerCase(),
    };
  },
};
