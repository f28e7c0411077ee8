import { createHmac, randomBytes } from 'crypto';
import { bcryptPool } from './bcrypt_pool';

/** OpenSearch's cost; lower only in tests, where hashing at 12 would cost ~280 ms a time. */
export const DEFAULT_HASH_ROUNDS = 12;
const VERIFIED_CACHE_LIMIT = 10_000;

/** A bcrypt hash written the way OpenSearch writes them: `$2y$12$…` (same algorithm as `$2b$`). */
export function hashPassword(password: string, rounds = DEFAULT_HASH_ROUNDS): Promise<string> {
  return bcryptPool.hash(password, rounds);
}

/**
 * Checks passwords against bcrypt hashes and remembers pairs that matched, so a session or API
 * client sending the same password on every request does not pay a bcrypt round each time.
 * The cache key is an HMAC-SHA-256 (with a key made for this process) of user, password and the
 * hash they matched: a changed hash never hits, and the keys are useless outside this process.
 */
export class PasswordVerifier {
  private readonly key = randomBytes(32);
  private readonly verified = new Map<string, string>();
  private dummyHash?: Promise<string>;

  constructor(
    private readonly rounds = DEFAULT_HASH_ROUNDS,
    /** Told of each bcrypt comparison (the `security_password_hash_checks_total` metric). */
    private readonly onHashCheck: () => void = () => undefined
  ) {}

  /**
   * True when `password` matches `hash`. A missing hash (unknown user, or a user without one)
   * is checked against a dummy hash of the same cost, so the answer takes as long either way.
   */
  async verify(username: string, password: string, hash: string | null): Promise<boolean> {
    if (hash === null) {
      this.onHashCheck();
      await bcryptPool.compare(password, await this.dummy());
      return false;
    }
    const digest = this.digest(username, password, hash);
    if (this.verified.get(digest) === username) return true;
    // A malformed stored hash is a failed check, not a server error.
    this.onHashCheck();
    const ok = await bcryptPool.compare(password, hash);
    if (ok) this.remember(digest, username);
    return ok;
  }

  /** Forgets the verified passwords of one user (their hash changed or they were removed). */
  forgetUser(username: string): void {
    for (const [digest, owner] of this.verified) if (owner === username) this.verified.delete(digest);
  }

  clear(): void {
    this.verified.clear();
  }

  get size(): number {
    return this.verified.size;
  }

  private remember(digest: string, username: string) {
    if (this.verified.size >= VERIFIED_CACHE_LIMIT) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(digest, username);
  }

  private digest(username: string, password: string, hash: string): string {
    return createHmac('sha256', this.key)
      .update(username)
      .update('\0')
      .update(password)
      .update('\0')
      .update(hash)
      .digest('base64');
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'), this.rounds);
    return this.dummyHash;
  }
}
