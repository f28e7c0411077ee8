/** A clientcert domain's `http_authenticator.config`: which subject attributes name the user and the roles. */
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export const CLIENTCERT_AUTH_TYPE = 'clientcert';

/** A `clientcert` domain: who a verified client certificate names. */
export interface ClientCertDomain {
  name: string;
  /** An attribute of the subject (`cn`, matched without case); null: the whole DN is the user name. */
  usernameAttribute: string | null;
  /** An attribute of the subject whose every value is a backend role (`ou`); null: none. */
  rolesAttribute: string | null;
}

/** Every clientcert domain is read (each its own place in the chain; browsers use the first). */
export const clientCertDomainParser: DomainParser<ClientCertDomain> = {
  types: [CLIENTCERT_AUTH_TYPE],
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    const attribute = (key: string) => {
      const value = reader.optionalString(key);
      if (value !== null && !/^[A-Za-z][A-Za-z0-9-]*$/.test(value)) {
        reader.fail(key, `must be the name of a subject attribute such as cn or ou; got "${value}".`);
      }
      return value;
    };
    return {
      name: domain.name,
      usernameAttribute: attribute('username_attribute'),
      rolesAttribute: attribute('roles_attribute'),
    };
  },
};
