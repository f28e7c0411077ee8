import { createHash, randomBytes } from 'crypto';
import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../../core/server';
import type { MfaTables } from './types';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** `xxxxx-xxxxx`: 50 random bits each, so a plain SHA-256 is enough to keep them unreadable in the store. */
function newRecoveryCode(): string {
  const bytes = randomBytes(HALF * 2);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, HALF)}-${chars.slice(HALF)}`;
}

/** How a code is compared: case, spaces and the dash as typed do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/** Ten single-use codes per user, shown once and stored hashed; a used code's row is deleted. */
export class RecoveryCodes {
  private readonly db: Kysely<MfaTables>;

  constructor(private readonly store: PluginStore<MfaTables>) {
    this.db = store.kysely<MfaTables>() as Kysely<MfaTables>;
  }

  /** New codes for the user (the old ones end). */
  async renew(username: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.store.transaction<MfaTables, void>(async (trx) => {
      await trx.deleteFrom('security_mfa_recovery_codes').where('username', '=', username).execute();
      await trx
        .insertInto('security_mfa_recovery_codes')
        .values(codes.map((code) => ({ username, code_hash: hashCode(code) })))
        .execute();
    });
    return codes;
  }

  /** Uses a code: true once (its row deleted in the same statement that checks it). */
  async consume(username: string, code: string): Promise<boolean> {
    if (normalizeRecoveryCode(code).length !== HALF * 2) return false;
    const deleted = await this.db
      .deleteFrom('security_mfa_recovery_codes')
      .where('username', '=', username)
      .where('code_hash', '=', hashCode(code))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }

  async left(username: string): Promise<number> {
    const row = await this.db
      .selectFrom('security_mfa_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async reset(username: string): Promise<void> {
    await this.db.deleteFrom('security_mfa_recovery_codes').where('username', '=', username).execute();
  }
}
