import type { PluginStore } from '../../../../../core/server';
import type { AuditActor } from '../types';
import { SecurityRepository, type SecurityConfigTables } from './repository';
import type { ConfigSnapshot } from './snapshot';
import { enforceWriteRule, type RuleSettings } from './write_rule_check';
import { checkReferencesKept } from './write_references';

/** What a rehearsal needs of the backend's context (backend_context.ts). */
export interface RehearsalContext extends RuleSettings {
  readonly store: PluginStore<SecurityConfigTables>;
  readonly options: { now?: () => number };
  current(inTransaction?: SecurityRepository): Promise<ConfigSnapshot>;
}

/**
 * The dry run of a write: `fn` and the checks a write makes after it (references kept, the write
 * rule for `actor`) run in a transaction that is then rolled back. Planning alone skipped the
 * rule, so a dry run answered a plan where the write answered 403. Nothing is versioned, logged
 * or announced.
 */
export async function rehearse<T>(
  ctx: RehearsalContext,
  fn: (repository: SecurityRepository) => Promise<T>,
  actor?: AuditActor
): Promise<T> {
  const rolledBack = Symbol('rehearsed');
  let result: { value: T } | undefined;
  try {
    await ctx.store.transaction<SecurityConfigTables, never>(async (trx) => {
      const repository = new SecurityRepository(trx, ctx.store.dialect, ctx.options.now);
      const before = actor ? await ctx.current(repository) : undefined;
      result = { value: await fn(repository) };
      await checkReferencesKept(repository);
      if (actor && before) await enforceWriteRule(repository, before, actor, ctx);
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return result!.value;
}
