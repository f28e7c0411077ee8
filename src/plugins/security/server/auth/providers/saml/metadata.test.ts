import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadIdpMetadata, parseIdpMetadata, REDIRECT_BINDING } from './metadata';

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const key = (use: string | null, cert: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const entity = (id: string, inner: string) =>
  `<md:EntityDescriptor entityID="${id}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor></md:EntityDescriptor>`;
const wrap = (body: string) =>
  `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${body}</md:EntitiesDescriptor>`;

describe('IdP metadata', () => {
  const full = wrap(
    entity(
      'https://other.example',
      `<md:SingleSignOnService Binding="${REDIRECT_BINDING}" Location="https://other/sso"/>`
    ) +
      entity(
        'https://idp.example',
        key('signing', 'QUFB\n QUFB') +
          key('encryption', 'RU5D') +
          key(null, 'QkJC') +
          `<md:SingleLogoutService Binding="${POST}" Location="https://idp/slo-post"/>` +
          `<md:SingleLogoutService Binding="${REDIRECT_BINDING}" Location="https://idp/slo"/>` +
          `<md:SingleSignOnService Binding="${POST}" Location="https://idp/sso-post"/>` +
          `<md:SingleSignOnService Binding="${REDIRECT_BINDING}" Location="https://idp/sso"/>`
      )
  );

  it('takes the named entity: redirect-binding SSO and SLO, signing certificates (not encryption ones) as PEM', () => {
    expect(parseIdpMetadata(full, 'https://idp.example')).toEqual({
      entityId: 'https://idp.example',
      ssoUrl: 'https://idp/sso',
      sloUrl: 'https://idp/slo',
      certificates: [
        '-----BEGIN CERTIFICATE-----\nQUFBQUFB\n-----END CERTIFICATE-----\n',
        '-----BEGIN CERTIFICATE-----\nQkJC\n-----END CERTIFICATE-----\n',
      ],
    });
  });

  it('says what is missing: the entity, a redirect SSO service, a signing certificate; and no SLO is no SLO', () => {
    expect(() => parseIdpMetadata(full, 'https://nobody.example')).toThrow(
      'The IdP metadata has no EntityDescriptor with entityID "https://nobody.example".'
    );
    expect(() => parseIdpMetadata(full, 'https://other.example')).toThrow(
      'The IdP metadata of "https://other.example" has no signing certificate.'
    );
    const postOnly = wrap(entity('x', key(null, 'QUFB') + `<md:SingleSignOnService Binding="${POST}" Location="p"/>`));
    expect(() => parseIdpMetadata(postOnly, 'x')).toThrow(
      'offers no SingleSignOnService with the HTTP-Redirect binding'
    );
    const noSlo = wrap(
      entity('x', key(null, 'QUFB') + `<md:SingleSignOnService Binding="${REDIRECT_BINDING}" Location="s"/>`)
    );
    expect(parseIdpMetadata(noSlo, 'x').sloUrl).toBeNull();
    expect(() => parseIdpMetadata('<md:EntityDescriptor', 'x')).toThrow(/^The IdP metadata is not valid XML/);
  });

  it('reads idp.metadata_file, and names the file it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'saml-metadata-'));
    try {
      writeFileSync(join(dir, 'idp.xml'), full);
      const domain = {
        name: 'saml_auth_domain',
        metadataUrl: null,
        metadataFile: join(dir, 'idp.xml'),
        idpEntityId: 'https://idp.example',
        spEntityId: 'sp',
        kibanaUrl: 'http://d',
        rolesKey: null,
        subjectKey: null,
        signingKey: null,
        signatureAlgorithm: 'sha256' as const,
      };
      expect((await loadIdpMetadata(domain)).ssoUrl).toBe('https://idp/sso');
      await expect(loadIdpMetadata({ ...domain, metadataFile: join(dir, 'missing.xml') })).rejects.toThrow(
        `The IdP metadata file ${join(dir, 'missing.xml')} cannot be read: ENOENT`
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
