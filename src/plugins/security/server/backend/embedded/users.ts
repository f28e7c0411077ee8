import { validatePassword } from '../../../common/password_rules';
import type { InternalUser } from '../../../common/types';
import { badRequest, notFound } from '../errors';
import type { AuditActor, InternalUsersBackend, PasswordChangeBackend, UpsertBodyByKind, VerifiedUser } from '../types';
import { BCRYPT_HASH } from '../validation';
import { isServiceAccount } from '../service_accounts';
import type { BackendContext } from './backend_context';
import { publicEntry, type StoredEntry } from './entry_forms';
import { hashPassword } from './passwords';

/**
 * The hash an upserted user is stored with: of the new password, else the hash given (a trusted
 * caller's), else the one it had; 400 for a new user without either.
 */
export async function hashForUpsert(
  ctx: BackendContext,
  input: UpsertBodyByKind['internalusers'],
  existing: StoredEntry<'internalusers'> | undefined
): Promise<string> {
  const hash =
    input.password !== undefined ? await hashPassword(input.password, ctx.rounds) : (input.hash ?? existing?.hash);
  if (!hash) throw badRequest('[password] is required to create a user');
  return hash;
}

/** Internal users for logins and sessions (their API listing and edits are in entries_backend.ts). */
export class EmbeddedInternalUsers implements InternalUsersBackend, PasswordChangeBackend {
  constructor(private readonly ctx: BackendContext) {}

  async authenticate(username: string, password: string): Promise<VerifiedUser | null> {
    const user = await this.ctx.repository.get('internalusers', username);
    // A missing user or one without a usable hash costs the same bcrypt round as a wrong password.
    // So does a service account: it signs in with its tokens only (upstream's rule), whatever path
    // gave it a hash (an /api/v1 write, a user made a service account later, an import).
    const usable = user?.hash && BCRYPT_HASH.test(user.hash) && !isServiceAccount(user.attributes);
    const hash = usable ? user.hash : null;
    const ok = await this.ctx.verifier.verify(username, password, hash);
    return ok && user ? { username, ...publicEntry('internalusers', user) } : null;
  }

  async getInternalUser(username: string): Promise<InternalUser | null> {
    const user = await this.ctx.repository.get('internalusers', username);
    return user ? publicEntry('internalusers', user) : null;
  }

  async getHash(username: string): Promise<string | null> {
    return (await this.ctx.repository.get('internalusers', username))?.hash ?? null;
  }

  async changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void> {
    const problem = validatePassword(newPassword, this.ctx.options.passwordPolicy);
    if (problem) throw badRequest(problem);
    const hash = await hashPassword(newPassword, this.ctx.rounds);
    let user: StoredEntry<'internalusers'> | undefined;
    await this.ctx.write(
      async (repository) => {
        user = await repository.get('internalusers', username);
        if (!user) throw notFound('internalusers', username);
        await repository.put('internalusers', username, { ...user, hash });
      },
      actor,
      () => {
        const entry = publicEntry('internalusers', user!);
        return {
          resource: 'internalusers',
          name: username,
          before: entry,
          after: entry,
          extra: { password_changed: true },
        };
      }
    );
    this.ctx.verifier.forgetUser(username);
  }
}
