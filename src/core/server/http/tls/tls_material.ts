import { createPrivateKey, X509Certificate, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import type { SecureContextOptions, TlsOptions } from 'tls';
import type { ServerSslConfig } from '../../config/types';
import type { CertificateInfo } from '../../../common/certificate';

/** A TLS file or pair that cannot serve; the message names the dotted setting, never the passphrase. */
export class TlsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TlsConfigError';
  }
}

export type { CertificateInfo };

/** The read and checked files: what a listener needs to serve, and what to tell about it. */
export interface TlsMaterial {
  context: SecureContextOptions;
  info: CertificateInfo;
}

export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function read(path: string, key: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TlsConfigError(`[${key}] ${path} cannot be read${code ? ` (${code})` : ''}.`);
  }
}

function certificateOf(pem: Buffer, path: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new TlsConfigError(`[server.ssl.certificate] ${path} is not a PEM certificate.`);
  }
}

function privateKeyOf(pem: Buffer, path: string, passphrase: string | undefined): KeyObject {
  try {
    return createPrivateKey({ key: pem, ...(passphrase ? { passphrase } : {}) });
  } catch {
    // The cause may quote the file; the passphrase itself never appears in a message.
    throw new TlsConfigError(
      `[server.ssl.key] ${path} is not a PEM private key${passphrase ? ' or [server.ssl.keyPassphrase] does not open it' : ' (encrypted keys need [server.ssl.keyPassphrase])'}.`
    );
  }
}

/** The certificate's subject and issuer on one line each ("CN=…, O=…"), its serial and expiry. */
export function certificateInfo(cert: X509Certificate, now = Date.now()): CertificateInfo {
  const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ');
  const validTo = new Date(cert.validTo);
  const daysLeft = Math.floor((validTo.getTime() - now) / DAY_MS);
  return {
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    serialNumber: cert.serialNumber,
    validTo: validTo.toISOString(),
    daysLeft,
    ...(daysLeft < EXPIRY_WARNING_DAYS
      ? {
          warning: `The server certificate expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'} (${validTo.toISOString()}); renew it.`,
        }
      : {}),
  };
}

/**
 * Reads `server.ssl.*`'s files and checks them as a pair: a file that cannot be read, a key that
 * does not belong to the certificate or a certificate out of its validity stops here, before any
 * listener takes them (at start, or on a renewal, which then keeps the old pair).
 */
export function loadTlsMaterial(ssl: ServerSslConfig, now = Date.now()): TlsMaterial {
  const certPem = read(ssl.certificate, 'server.ssl.certificate');
  const keyPem = read(ssl.key, 'server.ssl.key');
  const ca = ssl.certificateAuthorities.map((path) => read(path, 'server.ssl.certificateAuthorities'));
  const cert = certificateOf(certPem, ssl.certificate);
  const key = privateKeyOf(keyPem, ssl.key, ssl.keyPassphrase);
  if (!cert.checkPrivateKey(key)) {
    throw new TlsConfigError(`[server.ssl.key] ${ssl.key} does not match the certificate in [server.ssl.certificate].`);
  }
  if (new Date(cert.validTo).getTime() <= now) {
    throw new TlsConfigError(
      `[server.ssl.certificate] ${ssl.certificate} expired on ${new Date(cert.validTo).toISOString()}.`
    );
  }
  if (new Date(cert.validFrom).getTime() > now) {
    throw new TlsConfigError(
      `[server.ssl.certificate] ${ssl.certificate} is not valid before ${new Date(cert.validFrom).toISOString()}.`
    );
  }
  ca.forEach((pem, index) => certificateOfCa(pem, ssl.certificateAuthorities[index]));
  return {
    context: {
      cert: certPem,
      key: keyPem,
      ...(ssl.keyPassphrase ? { passphrase: ssl.keyPassphrase } : {}),
      ...(ca.length > 0 ? { ca } : {}),
      ...(ssl.cipherSuites.length > 0 ? { ciphers: ssl.cipherSuites.join(':') } : {}),
      // In the context, not only the listener's options: a renewed context keeps the protocol range.
      ...protocolRange(ssl),
    },
    info: certificateInfo(cert, now),
  };
}

function certificateOfCa(pem: Buffer, path: string): void {
  try {
    new X509Certificate(pem);
  } catch {
    throw new TlsConfigError(`[server.ssl.certificateAuthorities] ${path} is not a PEM certificate.`);
  }
}

/** The options of an HTTPS listener: the pair, the protocol range and the client certificate rule. */
export function httpsServerOptions(ssl: ServerSslConfig, material: TlsMaterial): TlsOptions {
  return {
    ...material.context,
    // The CAs only decide whether a client certificate is trusted; the clientcert provider reads the outcome.
    requestCert: ssl.clientAuthentication !== 'none',
    rejectUnauthorized: ssl.clientAuthentication === 'required',
  };
}

function protocolRange(ssl: ServerSslConfig): Pick<SecureContextOptions, 'minVersion' | 'maxVersion'> {
  const versions = [...ssl.supportedProtocols].sort();
  return { minVersion: versions[0], maxVersion: versions[versions.length - 1] };
}
