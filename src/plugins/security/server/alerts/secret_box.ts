import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto';

/**
 * Seals the webhook secrets kept in the store with a key derived from the cookie key: a copy of
 * the database alone does not give anyone the means to forge deliveries. AES-256-GCM, a fresh IV
 * each time.
 */
export class SecretBox {
  constructor(private readonly cookieKey: () => string) {}

  private key(): Buffer {
    return createHash('sha256').update('alert-webhook-secret\0').update(this.cookieKey()).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or undefined when it was sealed with another key (the cookie key changed). */
  open(sealed: string): string | undefined {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || !body || !tag) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** A new webhook secret: 256 bits from the CSPRNG. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
