/**
 * A secret a backup carries beside the store's rows, sealed with a passphrase the operator gives
 * (`store backup --passphrase-file`): scrypt stretches the passphrase into an AES-256-GCM key,
 * so the backup file alone does not give the secret away, and a wrong passphrase or a changed
 * byte fails to open rather than yielding a wrong secret.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'crypto';
import { Type } from '@sinclair/typebox';
import { StoreBackupError, type PassphraseSealed } from './types';

/** scrypt's cost: 2^15 × 8 × 128 B = 32 MiB and about 0.1 s per seal or open. */
const COST = { N: 1 << 15, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;
/** A passphrase shorter than this is refused: the backup leaves the machine, guesses are offline. */
export const MIN_PASSPHRASE_LENGTH = 12;
const MAX_PASSPHRASE_LENGTH = 1024;

const b64 = Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$', maxLength: 8192 });

/** A sealed secret as a backup header holds it. */
export const PassphraseSealedSchema = Type.Object({
  kdf: Type.Literal('scrypt'),
  N: Type.Integer({ minimum: 1024, maximum: 1 << 20 }),
  r: Type.Integer({ minimum: 1, maximum: 32 }),
  p: Type.Integer({ minimum: 1, maximum: 16 }),
  salt: b64,
  iv: b64,
  tag: b64,
  data: b64,
});

function keyOf(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, { ...cost, maxmem: MAX_MEMORY });
}

/** Refuses a passphrase too short or too long to be one, with the reason. */
export function checkPassphrase(passphrase: string): void {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new StoreBackupError(`The backup passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long.`);
  }
  if (passphrase.length > MAX_PASSPHRASE_LENGTH) {
    throw new StoreBackupError(`The backup passphrase must be at most ${MAX_PASSPHRASE_LENGTH} characters long.`);
  }
}

export function sealWithPassphrase(plain: string, passphrase: string): PassphraseSealed {
  checkPassphrase(passphrase);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, salt, COST), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const b = (buffer: Buffer) => buffer.toString('base64');
  return { kdf: 'scrypt', ...COST, salt: b(salt), iv: b(iv), tag: b(cipher.getAuthTag()), data: b(data) };
}

/** The secret; null when the passphrase is not the one it was sealed with (or the seal was changed). */
export function openWithPassphrase(sealed: PassphraseSealed, passphrase: string): string | null {
  try {
    const { N, r, p } = sealed;
    const key = keyOf(passphrase, Buffer.from(sealed.salt, 'base64'), { N, r, p });
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
