/** A jwt domain's `http_authenticator.config`: the key tokens are checked with and where their claims are. */
import { createPublicKey, type KeyObject } from 'crypto';
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export interface JwtDomain {
  name: string;
  /** An HMAC secret (from base64) or an RSA / EC public key (from PEM). */
  key: Uint8Array | KeyObject;
  algorithms: string[];
  header: string;
  urlParameter: string | null;
  clockSkewSeconds: number;
  subjectKey: string;
  rolesKey: string | null;
  /** `required_issuer`: the `iss` a token must carry (null: any or none). */
  requiredIssuer: string | null;
  /** `required_audience`: a token's `aud` must hold at least one of these (null: any or none). */
  requiredAudience: string[] | null;
}

const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const RSA_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];
const EC_ALGORITHMS = ['ES256', 'ES384', 'ES512'];

function readSigningKey(reader: DomainReader): { key: Uint8Array | KeyObject; algorithms: string[] } {
  const raw = reader.optionalString('signing_key');
  if (raw === null) return reader.fail('signing_key', 'is required for JWT authentication.');
  if (raw.includes('-----BEGIN')) {
    let key: KeyObject;
    try {
      key = createPublicKey(raw);
    } catch {
      return reader.fail('signing_key', 'is not a valid PEM public key.');
    }
    if (key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss')
      return { key, algorithms: RSA_ALGORITHMS };
    if (key.asymmetricKeyType === 'ec') return { key, algorithms: EC_ALGORITHMS };
    return reader.fail('signing_key', `holds a ${key.asymmetricKeyType} key; use an RSA or EC public key.`);
  }
  // OpenSearch reads a non-PEM key as the base64 of the HMAC secret.
  const compact = raw.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    return reader.fail('signing_key', 'must be the base64 of an HMAC key or a PEM public key.');
  }
  const secret = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (secret.length < 16) reader.fail('signing_key', 'is too short: an HMAC key needs at least 16 bytes.');
  return { key: new Uint8Array(secret), algorithms: HMAC_ALGORITHMS };
}

/** Every jwt domain is read and tried by `order` (each with its own key). */
export const jwtDomainParser: DomainParser<JwtDomain> = {
  types: ['jwt'],
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    return {
      name: domain.name,
      ...readSigningKey(reader),
      header: reader.string('jwt_header', 'Authorization'),
      urlParameter: reader.optionalString('jwt_url_parameter'),
      clockSkewSeconds: reader.seconds('jwt_clock_skew_tolerance_seconds', 30),
      subjectKey: reader.string('subject_key', 'sub'),
      rolesKey: reader.optionalString('roles_key'),
      requiredIssuer: reader.optionalString('required_issuer'),
      requiredAudience: reader.optionalList('required_audience'),
    };
  },
};
