/**
 * What this server needs from a SAML identity provider's metadata: its entity id, where to send
 * a login (HTTP-Redirect binding), where to send a log out (when it offers single logout), and
 * the certificates its signatures are checked against.
 */
import { DOMParser } from '@xmldom/xmldom';
import { readFile } from 'fs/promises';
import type { SamlDomain } from './settings';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const FETCH_TIMEOUT_MS = 10_000;

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** null: the IdP offers no single logout over the redirect binding. */
  sloUrl: string | null;
  /** PEM certificates for signatures (KeyDescriptors without `use` or with `use="signing"`). */
  certificates: string[];
}

export class SamlMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SamlMetadataError';
  }
}

type XmlElement = ReturnType<Document['getElementsByTagNameNS']>[number];

function children(parent: XmlElement | Document, ns: string, name: string): XmlElement[] {
  return Array.from(parent.getElementsByTagNameNS(ns, name));
}

function redirectLocation(descriptor: XmlElement, name: string): string | null {
  const service = children(descriptor, MD, name).find((el) => el.getAttribute('Binding') === REDIRECT_BINDING);
  return service?.getAttribute('Location') || null;
}

function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
}

/** The metadata of `entityId` (the document may hold one EntityDescriptor or an EntitiesDescriptor of several). */
export function parseIdpMetadata(xml: string, entityId: string): IdpMetadata {
  let document: Document;
  try {
    const errors: string[] = [];
    document = new DOMParser({
      errorHandler: (level: string, message: unknown) => {
        if (level !== 'warning') errors.push(String(message));
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
    if (errors.length > 0 || !document?.documentElement) throw new Error(errors[0] ?? 'empty document');
  } catch (error) {
    throw new SamlMetadataError(`The IdP metadata is not valid XML: ${(error as Error).message}`);
  }
  const entity = children(document, MD, 'EntityDescriptor').find((el) => el.getAttribute('entityID') === entityId);
  if (!entity) throw new SamlMetadataError(`The IdP metadata has no EntityDescriptor with entityID "${entityId}".`);
  const descriptor = children(entity, MD, 'IDPSSODescriptor')[0];
  if (!descriptor) throw new SamlMetadataError(`The IdP metadata of "${entityId}" has no IDPSSODescriptor.`);
  const ssoUrl = redirectLocation(descriptor, 'SingleSignOnService');
  if (!ssoUrl) {
    throw new SamlMetadataError(
      `The IdP metadata of "${entityId}" offers no SingleSignOnService with the HTTP-Redirect binding.`
    );
  }
  const certificates = children(descriptor, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') || 'signing') === 'signing')
    .flatMap((key) => children(key, DS, 'X509Certificate'))
    .map((cert) => cert.textContent ?? '')
    .filter((text) => text.trim() !== '')
    .map(toPem);
  if (certificates.length === 0) {
    throw new SamlMetadataError(`The IdP metadata of "${entityId}" has no signing certificate.`);
  }
  return { entityId, ssoUrl, sloUrl: redirectLocation(descriptor, 'SingleLogoutService'), certificates };
}

/** Reads the metadata from `idp.metadata_url` or `idp.metadata_file`; throws SamlMetadataError saying why it cannot. */
export async function loadIdpMetadata(domain: SamlDomain): Promise<IdpMetadata> {
  let xml: string;
  if (domain.metadataUrl) {
    let response: Response;
    try {
      response = await fetch(domain.metadataUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw new SamlMetadataError(
        `The IdP metadata at ${domain.metadataUrl} cannot be fetched: ${(error as Error).message}`
      );
    }
    if (!response.ok) {
      throw new SamlMetadataError(`The IdP metadata at ${domain.metadataUrl} answered ${response.status}.`);
    }
    xml = await response.text();
  } else {
    try {
      xml = await readFile(domain.metadataFile!, 'utf8');
    } catch (error) {
      throw new SamlMetadataError(
        `The IdP metadata file ${domain.metadataFile} cannot be read: ${(error as Error).message}`
      );
    }
  }
  return parseIdpMetadata(xml, domain.idpEntityId);
}
