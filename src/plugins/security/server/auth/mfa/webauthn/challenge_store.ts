import { createHash } from 'crypto';
import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../../../core/server';
import type { WebAuthnTables } from './migrations';
import type { RelyingParty } from './relying_party';

export type ChallengePurpose = 'register' | 'login' | 'factor';

/** What a challenge was handed out with: the relying party its answer must match. */
export interface ChallengeData {
  rp: Pick<RelyingParty, 'id' | 'origins'>;
  /** A registration: the WebAuthn user handle the new key gets. */
  userHandle?: string;
}

const hash = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/**
 * The challenges handed out, each answered at most once and only until it expires: a replayed
 * assertion finds its challenge gone. In the store, so the answer may reach another process.
 */
export class WebAuthnChallengeStore {
  private readonly db: Kysely<WebAuthnTables>;

  constructor(
    store: PluginStore<WebAuthnTables>,
    private readonly now: () => number,
    private readonly ttlMs: number
  ) {
    this.db = store.kysely<WebAuthnTables>() as Kysely<WebAuthnTables>;
  }

  async save(challenge: string, purpose: ChallengePurpose, username: string | null, data: ChallengeData) {
    const now = this.now();
    await this.db.deleteFrom('security_webauthn_challenges').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('security_webauthn_challenges')
      .values({
        challenge_hash: hash(challenge),
        purpose,
        username,
        data: JSON.stringify(data),
        expires_at: now + this.ttlMs,
      })
      .execute();
  }

  /**
   * Removes the challenge on the way; its data only when it was handed out for this purpose (and
   * this user, or nobody for a passkey sign-in) and has not expired.
   */
  async take(
    challenge: string,
    purpose: ChallengePurpose,
    username: string | null
  ): Promise<ChallengeData | undefined> {
    const row = await this.db
      .deleteFrom('security_webauthn_challenges')
      .where('challenge_hash', '=', hash(challenge))
      .returning(['purpose', 'username', 'data', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.purpose !== purpose || row.username !== username || Number(row.expires_at) <= this.now()) {
      return undefined;
    }
    return JSON.parse(row.data) as ChallengeData;
  }
}
