import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../core/server';

/**
 * A table of rows that expire (`expires_at`, epoch milliseconds), shared by every server process
 * through the store: the SSO flows and the SAML assertions used. Expired rows are purged by the
 * next write.
 */
export abstract class ExpiringRows<Tables> {
  protected readonly db: Kysely<Tables>;

  constructor(
    store: PluginStore<Tables>,
    protected readonly now: () => number
  ) {
    this.db = store.kysely<Tables>() as Kysely<Tables>;
  }
}
