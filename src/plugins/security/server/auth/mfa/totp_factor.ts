import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../../core/server';
import type { TextSealer } from '../../session/text_sealer';
import { matchTotp, newTotpSecret, totpStep } from './totp';
import type { MfaTables, SecondFactor } from './types';

type Row = MfaTables['security_mfa_totp'];

/**
 * TOTP secrets in the store, sealed (text_sealer.ts): a backup or a copied row alone gives no
 * codes. A secret is shown once, when the enrolment starts; it counts only once confirmed with a
 * code. Every accepted code moves `last_step` on, so a code is never accepted twice.
 */
export class TotpFactor implements SecondFactor {
  readonly method = 'totp' as const;
  private readonly db: Kysely<MfaTables>;

  constructor(
    store: PluginStore<MfaTables>,
    private readonly sealer: TextSealer,
    private readonly now: () => number
  ) {
    this.db = store.kysely<MfaTables>() as Kysely<MfaTables>;
  }

  async enrolled(username: string): Promise<boolean> {
    const row = await this.row(username);
    return !!row && row.confirmed_at !== null;
  }

  /** Whether an enrolment was started and not confirmed yet. */
  async pending(username: string): Promise<boolean> {
    const row = await this.row(username);
    return !!row && row.confirmed_at === null;
  }

  /** A new pending secret (replacing a pending one); undefined when a confirmed one exists. */
  async begin(username: string): Promise<string | undefined> {
    const existing = await this.row(username);
    if (existing && existing.confirmed_at !== null) return undefined;
    const secret = newTotpSecret();
    const values = { secret: this.sealer.seal(secret), confirmed_at: null, last_step: 0, created_at: this.now() };
    if (existing) await this.db.updateTable('security_mfa_totp').set(values).where('username', '=', username).execute();
    else
      await this.db
        .insertInto('security_mfa_totp')
        .values({ username, ...values })
        .execute();
    return secret;
  }

  /** Confirms a pending secret with a code from it; false for a wrong code or nothing pending. */
  async confirm(username: string, code: string): Promise<boolean> {
    const row = await this.row(username);
    if (!row || row.confirmed_at !== null) return false;
    const step = this.match(row, code);
    if (step === undefined) return false;
    const updated = await this.db
      .updateTable('security_mfa_totp')
      .set({ confirmed_at: this.now(), last_step: step })
      .where('username', '=', username)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** A code of the confirmed secret, not used before (the step is claimed in one conditional write). */
  async verify(username: string, input: unknown): Promise<boolean> {
    if (typeof input !== 'string') return false;
    const row = await this.row(username);
    if (!row || row.confirmed_at === null) return false;
    const step = this.match(row, input);
    if (step === undefined) return false;
    // Two requests with the same code: only one moves last_step past it.
    const updated = await this.db
      .updateTable('security_mfa_totp')
      .set({ last_step: step })
      .where('username', '=', username)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async reset(username: string): Promise<void> {
    await this.db.deleteFrom('security_mfa_totp').where('username', '=', username).execute();
  }

  private match(row: Row, code: string): number | undefined {
    const secret = this.sealer.unseal(row.secret);
    // Sealed under another cookie key: no code can match (an administrator resets the factor).
    if (secret === null) return undefined;
    // A pending secret has no used step yet; a step before the enrolment started never counts.
    const floor = Math.max(Number(row.last_step), totpStep(Number(row.created_at)) - 2);
    return matchTotp(secret, code, this.now(), floor);
  }

  private row(username: string): Promise<Row | undefined> {
    return this.db.selectFrom('security_mfa_totp').selectAll().where('username', '=', username).executeTakeFirst();
  }
}
