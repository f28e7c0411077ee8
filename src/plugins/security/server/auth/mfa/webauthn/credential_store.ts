import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../../../core/server';
import type { WebAuthnKey } from '../../../../common/schemas/webauthn';
import type { WebAuthnTables } from './migrations';

type Row = WebAuthnTables['security_webauthn_credentials'];

/** A credential as verifying its assertions needs it. */
export interface StoredCredential {
  id: string;
  username: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  userHandle: string;
}

const toKey = (row: Pick<Row, 'id' | 'name' | 'created_at' | 'last_used_at'>): WebAuthnKey => ({
  id: row.id,
  name: row.name,
  created: new Date(Number(row.created_at)).toISOString(),
  last_used: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
});

function toStored(row: Row): StoredCredential {
  let transports: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.transports);
    if (Array.isArray(parsed)) transports = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    // A hint only: without it the browser asks every transport.
  }
  return {
    id: row.id,
    username: row.username,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports,
    userHandle: row.user_handle,
  };
}

/**
 * Registered security keys and passkeys, in the store so every server process and instance sees
 * a registration, a removal and a counter at once. Owners see only id, name and times.
 */
export class WebAuthnCredentialStore {
  private readonly db: Kysely<WebAuthnTables>;

  constructor(
    store: PluginStore<WebAuthnTables>,
    private readonly now: () => number
  ) {
    this.db = store.kysely<WebAuthnTables>() as Kysely<WebAuthnTables>;
  }

  async list(username: string): Promise<WebAuthnKey[]> {
    const rows = await this.db
      .selectFrom('security_webauthn_credentials')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('username', '=', username)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map(toKey);
  }

  async forUser(username: string): Promise<StoredCredential[]> {
    const rows = await this.db
      .selectFrom('security_webauthn_credentials')
      .selectAll()
      .where('username', '=', username)
      .execute();
    return rows.map(toStored);
  }

  async byId(id: string): Promise<StoredCredential | undefined> {
    const row = await this.db
      .selectFrom('security_webauthn_credentials')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toStored(row);
  }

  /** The user handle a user's passkeys share (a new random one for their first). */
  async userHandle(username: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('security_webauthn_credentials')
      .select('user_handle')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.user_handle;
  }

  /** false when the credential id is registered already (to anyone). */
  async add(credential: StoredCredential & { name: string }): Promise<WebAuthnKey | undefined> {
    const created = this.now();
    const inserted = await this.db
      .insertInto('security_webauthn_credentials')
      .values({
        id: credential.id,
        username: credential.username,
        name: credential.name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports),
        user_handle: credential.userHandle,
        created_at: created,
        last_used_at: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    return toKey({ id: credential.id, name: credential.name, created_at: created, last_used_at: null });
  }

  /**
   * Records a verified use: the new counter, only if the stored one is still below it (a
   * concurrent use of a cloned key loses the race and is refused too), and the time.
   */
  async used(id: string, previousCounter: number, newCounter: number): Promise<boolean> {
    const result = await this.db
      .updateTable('security_webauthn_credentials')
      .set({ counter: newCounter, last_used_at: this.now() })
      .where('id', '=', id)
      .where('counter', '=', previousCounter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async rename(username: string, id: string, name: string): Promise<WebAuthnKey | undefined> {
    await this.db
      .updateTable('security_webauthn_credentials')
      .set({ name })
      .where('id', '=', id)
      .where('username', '=', username)
      .execute();
    const row = await this.db
      .selectFrom('security_webauthn_credentials')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('id', '=', id)
      .where('username', '=', username)
      .executeTakeFirst();
    return row && toKey(row);
  }

  /** true when the user had that key. */
  async remove(username: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('security_webauthn_credentials')
      .where('id', '=', id)
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every key of the user (an administrator's reset of their factors); how many were removed. */
  async removeAll(username: string): Promise<number> {
    const result = await this.db
      .deleteFrom('security_webauthn_credentials')
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
