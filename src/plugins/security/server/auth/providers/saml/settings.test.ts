import { describe, expect, it } from '@jest/globals';
import type { SecurityConfig as SecurityConfigDocument } from '../../../../common/types';
import { firstDomainOf, readAuthcSettings } from '../../authc_domains';
import { defaultProviderRegistry } from '../registry';
import { samlDomainParser } from './settings';

const KEY = 'an-exchange-key-of-32-characters-or-more';

function withSaml(config: Record<string, unknown>): SecurityConfigDocument {
  return {
    dynamic: {
      authc: {
        saml_auth_domain: {
          http_enabled: true,
          order: 1,
          http_authenticator: { type: 'saml', challenge: true, config },
          authentication_backend: { type: 'noop' },
        },
      },
    },
  } as unknown as SecurityConfigDocument;
}

/** The saml domain as the server reads it: through the registry, the saml factory parsing its own settings. */
const samlOf = (document: SecurityConfigDocument) =>
  firstDomainOf(readAuthcSettings(document, defaultProviderRegistry()), samlDomainParser);

const complete = {
  idp: { metadata_url: 'https://idp.example/metadata', entity_id: 'https://idp.example' },
  sp: { entity_id: 'dashboards' },
  kibana_url: 'https://dashboards.example/',
  roles_key: 'Role',
  exchange_key: KEY,
};

describe("config.yml's saml authc domain", () => {
  it('is read with nested or dotted keys, the kibana_url without its trailing slash', () => {
    expect(samlOf(withSaml(complete))).toEqual({
      name: 'saml_auth_domain',
      metadataUrl: 'https://idp.example/metadata',
      metadataFile: null,
      idpEntityId: 'https://idp.example',
      spEntityId: 'dashboards',
      kibanaUrl: 'https://dashboards.example',
      rolesKey: 'Role',
      subjectKey: null,
      signingKey: null,
      signatureAlgorithm: 'sha256',
    });
    const dotted = {
      'idp.metadata_file': '/etc/idp.xml',
      'idp.entity_id': 'x',
      'sp.entity_id': 'y',
      kibana_url: 'http://d',
      exchange_key: KEY,
    };
    expect(samlOf(withSaml(dotted))).toMatchObject({ metadataFile: '/etc/idp.xml', idpEntityId: 'x' });
  });

  const at = (key: string) => `[config.dynamic.authc.saml_auth_domain.http_authenticator.config.${key}]`;
  it.each([
    [{ ...complete, idp: { entity_id: 'x' } }, `${at('idp.metadata_url')} or idp.metadata_file is required`],
    [
      { ...complete, idp: { ...complete.idp, metadata_file: '/x' } },
      `${at('idp.metadata_file')} cannot be set together`,
    ],
    [
      { ...complete, idp: { metadata_url: 'ftp://x', entity_id: 'x' } },
      `${at('idp.metadata_url')} must be an http or https URL`,
    ],
    [{ ...complete, idp: { metadata_url: 'https://x' } }, `${at('idp.entity_id')} is required`],
    [{ ...complete, sp: {} }, `${at('sp.entity_id')} is required`],
    [{ ...complete, kibana_url: undefined }, `${at('kibana_url')} is required`],
    [{ ...complete, kibana_url: 'dashboards.example' }, `${at('kibana_url')} must be an http or https URL`],
    [{ ...complete, exchange_key: undefined }, `${at('exchange_key')} is required`],
    [{ ...complete, exchange_key: 'short' }, `${at('exchange_key')} must be at least 32 characters long.`],
    [{ ...complete, roles_key: 5 }, `${at('roles_key')} must be a string.`],
    [
      { ...complete, sp: { entity_id: 'y', signature_private_key: 'junk' } },
      `${at('sp.signature_private_key')} is not a PEM private key`,
    ],
    [
      { ...complete, sp: { entity_id: 'y', signature_private_key_filepath: '/nonexistent/k.pem' } },
      `${at('sp.signature_private_key_filepath')} cannot be read: ENOENT.`,
    ],
    [
      { ...complete, sp: { entity_id: 'y', signature_algorithm: 'DSA_SHA1' } },
      `${at('sp.signature_algorithm')} must be one of RSA_SHA1, RSA_SHA256, RSA_SHA512`,
    ],
  ])('a wrong or missing key is named (%#)', (config, message) => {
    expect(() => samlOf(withSaml(config))).toThrow(message);
  });
});
