/**
 * The saml domain's `http_authenticator.config`: the IdP's metadata and entity id, this server as
 * the service provider, and the key its requests are signed with.
 */
import { createPrivateKey, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import type { DomainParser } from '../../authc_domains';
import { DomainReader } from '../domain_reader';

export interface SamlDomain {
  name: string;
  /** Where the IdP's metadata is: an http(s) URL, or a file on this server (one of the two). */
  metadataUrl: string | null;
  metadataFile: string | null;
  idpEntityId: string;
  spEntityId: string;
  /** This server's address as the browser reaches it (base path included), for the ACS URL. */
  kibanaUrl: string;
  rolesKey: string | null;
  /** null: the assertion's NameID. */
  subjectKey: string | null;
  /** `sp.signature_private_key` (PEM, or read from `sp.signature_private_key_filepath`): requests are signed with it. */
  signingKey: KeyObject | null;
  signatureAlgorithm: 'sha1' | 'sha256' | 'sha512';
}

/** The lowest-order saml domain is the one users sign in through. */
export const samlDomainParser: DomainParser<SamlDomain> = {
  types: ['saml'],
  firstDomainOnly: true,
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    const required = (key: string) =>
      reader.optionalString(key) ?? reader.fail(key, 'is required for SAML authentication.');
    const metadataUrl = reader.optionalString('idp.metadata_url');
    const metadataFile = reader.optionalString('idp.metadata_file');
    if (!metadataUrl && !metadataFile)
      reader.fail('idp.metadata_url', 'or idp.metadata_file is required for SAML authentication.');
    if (metadataUrl && metadataFile) reader.fail('idp.metadata_file', 'cannot be set together with idp.metadata_url.');
    if (metadataUrl && !isHttpUrl(metadataUrl))
      reader.fail('idp.metadata_url', `must be an http or https URL; got "${metadataUrl}".`);
    const kibanaUrl = required('kibana_url');
    if (!isHttpUrl(kibanaUrl)) reader.fail('kibana_url', `must be an http or https URL; got "${kibanaUrl}".`);
    // OpenSearch signs its own tokens with it after a SAML login; it refuses a short one, and so does this server.
    if (required('exchange_key').length < 32) reader.fail('exchange_key', 'must be at least 32 characters long.');
    return {
      ...readSamlSigning(reader),
      name: domain.name,
      metadataUrl,
      metadataFile,
      idpEntityId: required('idp.entity_id'),
      spEntityId: required('sp.entity_id'),
      kibanaUrl: kibanaUrl.replace(/\/+$/, ''),
      rolesKey: reader.optionalString('roles_key'),
      subjectKey: reader.optionalString('subject_key'),
    };
  },
};

const SAML_SIGNATURE_ALGORITHMS = { RSA_SHA1: 'sha1', RSA_SHA256: 'sha256', RSA_SHA512: 'sha512' } as const;

/** OpenSearch's request signing keys: a PEM private key (inline or from a file) and its algorithm. */
function readSamlSigning(reader: DomainReader): Pick<SamlDomain, 'signingKey' | 'signatureAlgorithm'> {
  const algorithm = reader.string('sp.signature_algorithm', 'RSA_SHA256');
  if (!(algorithm in SAML_SIGNATURE_ALGORITHMS)) {
    reader.fail(
      'sp.signature_algorithm',
      `must be one of ${Object.keys(SAML_SIGNATURE_ALGORITHMS).join(', ')}; got "${algorithm}".`
    );
  }
  const signatureAlgorithm = SAML_SIGNATURE_ALGORITHMS[algorithm as keyof typeof SAML_SIGNATURE_ALGORITHMS];
  let pem = reader.optionalString('sp.signature_private_key');
  let key = 'sp.signature_private_key';
  const file = reader.optionalString('sp.signature_private_key_filepath');
  if (pem === null && file !== null) {
    key = 'sp.signature_private_key_filepath';
    try {
      pem = readFileSync(file, 'utf8');
    } catch (error) {
      reader.fail(key, `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    }
  }
  if (pem === null) return { signingKey: null, signatureAlgorithm };
  try {
    return {
      signingKey: createPrivateKey({
        key: pem,
        passphrase: reader.optionalString('sp.signature_private_key_password') ?? undefined,
      }),
      signatureAlgorithm,
    };
  } catch {
    return reader.fail(key, 'is not a PEM private key (or its password is wrong).');
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
