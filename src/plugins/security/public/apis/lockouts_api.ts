import type { HttpStart } from '../../../../core/public';
import { LOCKOUTS_PATH, lockoutPath, type Lockout, type LockoutKind } from '../../common/lockouts';
import type { StatusMessage } from '../../common/schemas/fields';

/** What the Locked accounts page calls (`restapi:admin/lockouts` needed for both). */
export class LockoutsApi {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'delete'>) {}

  /** The user names and addresses locked out, or counting failed logins, locked ones first. */
  async list(): Promise<Lockout[]> {
    return (await this.http.get<{ data?: Lockout[] } | undefined>(LOCKOUTS_PATH))?.data ?? [];
  }

  /** Clears the entry's failed-login counts, so it may log in at once. */
  unlock(kind: LockoutKind, name: string): Promise<StatusMessage> {
    return this.http.delete<StatusMessage>(lockoutPath(kind, name));
  }
}
