import type { PluginStore } from '../../../core/server';

/** The leases table (made by migration security:0013-alert-rules; alert checks and audit retention share it). */
export interface LeaseTables {
  security_alert_leases: { name: string; holder: string; expires_at: number };
}

/**
 * A lease in the store: whoever holds it runs the checks, so every worker and every instance on
 * the store may try and exactly one succeeds. The holder renews it each check; when it stops (a
 * crash), the lease runs out and another process takes over.
 */
export class StoreLease {
  constructor(
    private readonly store: PluginStore<LeaseTables>,
    private readonly name: string,
    private readonly holder: string,
    private readonly now: () => number
  ) {}

  /** Takes or renews the lease for `ttlMs`; false when another live holder has it. */
  async acquire(ttlMs: number): Promise<boolean> {
    const now = this.now();
    const db = this.store.kysely<LeaseTables>();
    await db
      .insertInto('security_alert_leases')
      .values({ name: this.name, holder: this.holder, expires_at: now + ttlMs })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // One conditional update: atomic on both SQLite and PostgreSQL, so two contenders cannot both win.
    const result = await db
      .updateTable('security_alert_leases')
      .set({ holder: this.holder, expires_at: now + ttlMs })
      .where('name', '=', this.name)
      .where((eb) => eb.or([eb('holder', '=', this.holder), eb('expires_at', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(): Promise<void> {
    await this.store
      .kysely<LeaseTables>()
      .deleteFrom('security_alert_leases')
      .where('name', '=', this.name)
      .where('holder', '=', this.holder)
      .execute();
  }
}
