/**
 * The requests to the OpenID provider (discovery, JWKS, token, refresh) over TLS as configured:
 * `opensearch_security.openid.root_ca` adds the CA that signed the provider's certificate, and
 * `verify_hostnames: false` skips only the check that the certificate names the host (the chain
 * is still verified). Node's fetch cannot take a CA, so these requests go through node:https.
 */
import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import { request as httpRequest, type IncomingMessage } from 'http';
import { request as httpsRequest } from 'https';
import { rootCertificates } from 'tls';
import type { CustomFetch } from 'openid-client';
import { SECTION, SecurityConfigError } from '../../../config_error';

export interface ProviderTls {
  /** PEM text of the extra CA(s), or '' for the system's. */
  ca: string;
  verifyHostnames: boolean;
}

/** Whether the provider needs requests other than the default fetch's. */
export function needsCustomTls(tls: ProviderTls): boolean {
  return tls.ca !== '' || !tls.verifyHostnames;
}

async function bodyBytes(body: Parameters<CustomFetch>[1]['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** A fetch for openid-client that trusts `tls.ca` beside the system's CAs and may skip the host-name check. */
export function providerFetch(tls: ProviderTls): CustomFetch {
  const ca = tls.ca ? [...rootCertificates, tls.ca] : undefined;
  return async (url, options) => {
    const target = new URL(url);
    const body = await bodyBytes(options.body);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(
        target,
        {
          method: options.method,
          headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          signal: options.signal,
          ...(target.protocol === 'https:'
            ? { ca, ...(tls.verifyHostnames ? {} : { checkServerIdentity: () => undefined }) }
            : {}),
        },
        resolve
      );
      req.once('error', reject);
      req.end(body);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const status = answer.statusCode ?? 500;
    return new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
      status,
      statusText: answer.statusMessage,
      headers,
    });
  };
}

/**
 * `root_ca` (a PEM file's path) read and checked at start: a file that cannot be read or holds no
 * certificate stops the server with the key's name.
 */
export function readProviderTls(openid: { root_ca: string; verify_hostnames: boolean }): ProviderTls {
  const path = openid.root_ca.trim();
  let ca = '';
  if (path) {
    try {
      ca = readFileSync(path, 'utf8');
    } catch (error) {
      throw new SecurityConfigError(
        `[${SECTION}.openid.root_ca] cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (${path}).`
      );
    }
    try {
      new X509Certificate(ca);
    } catch {
      throw new SecurityConfigError(`[${SECTION}.openid.root_ca] is not a PEM certificate (${path}).`);
    }
  }
  return { ca, verifyHostnames: openid.verify_hostnames };
}
