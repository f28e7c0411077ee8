import { CallerCredentials } from '../backend/caller';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts what the store must keep but nobody may read from it (AES-256-GCM under a key derived
 * from the cookie key, one key per `purpose`): a row read from the store or a backup alone does
 * not give the text away.
 */
export class TextSealer {
  constructor(
    private readonly cookieKey: () => string,
    private readonly purpose: string
  ) {}

  private key(): Buffer {
    return Buffer.from(hkdfSync('sha256', this.cookieKey(), 'osd-session', this.purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** Null when the text was not sealed with this key (another cookie key, tampering). */
  unseal(text: string): string | null {
    const raw = Buffer.from(text, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(), raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The credentials a session keeps for a backend that acts as its callers (a cluster): sealed in the
 * session's row, never in the cookie.
 */
export class CredentialSealer {
  private readonly sealer: TextSealer;

  constructor(cookieKey: () => string) {
    this.sealer = new TextSealer(cookieKey, 'cluster-credentials');
  }

  seal(credentials: CallerCredentials): string {
    return this.sealer.seal(credentials.authorization());
  }

  /** Null when the text was not sealed with this key. */
  unseal(text: string): CallerCredentials | null {
    const authorization = this.sealer.unseal(text);
    return authorization === null ? null : new CallerCredentials(authorization);
  }
}
