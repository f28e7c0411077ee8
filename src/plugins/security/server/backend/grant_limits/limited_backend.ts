/**
 * The security backend as one caller may write to it: every write that can hand out REST API
 * permissions passes the grant rules first. Both listeners (the `/api/v1` routes and the REST API
 * listener) take their backend for a caller from here, so no route writes around the rules.
 */
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import type { SecurityBackend } from '../types';
import { GrantRules, grantsRefused, isUnlimited } from './grant_rules';
import type { GrantLimits } from './types';

type Writes = Pick<SecurityBackend, 'upsert' | 'changeEntries' | 'history' | 'transfer'>;

function limitedWrites(backend: SecurityBackend, limits: GrantLimits): Writes {
  /**
   * An import or a revert replaces whole kinds at once: only a caller who holds every endpoint may
   * do it. Both need every configuration endpoint already, so this refuses only a caller who
   * lacks the rest, and who would otherwise hand it out.
   */
  const wholeConfiguration = async (): Promise<never> => {
    const missing = REST_API_ENDPOINTS.filter((endpoint) => !limits.endpoints.includes(endpoint));
    throw grantsRefused(missing.join(', '));
  };
  const { history, transfer } = backend;
  return {
    upsert: async (kind, name, body, actor, options) => {
      await new GrantRules(backend, limits).check(kind, name, body);
      return backend.upsert(kind, name, body, actor, options);
    },
    changeEntries: async (kind, changes, actor) => {
      const rules = new GrantRules(backend, limits);
      for (const { name, body } of changes) await rules.check(kind, name, body);
      return backend.changeEntries(kind, changes, actor);
    },
    history: history && {
      listHistory: (filter) => history.listHistory(filter),
      getHistoryVersion: (version) => history.getHistoryVersion(version),
      revertHistory: wholeConfiguration,
    },
    transfer: transfer && {
      importConfig: wholeConfiguration,
      exportConfig: (dir) => transfer.exportConfig(dir),
      importFiles: wholeConfiguration,
      exportFiles: (options) => transfer.exportFiles(options),
    },
  };
}

/** `backend` for a caller with `limits`: reads pass through; writes that could grant are checked. */
export function limitedBackend(backend: SecurityBackend, limits: GrantLimits): SecurityBackend {
  if (isUnlimited(limits)) return backend;
  const writes: Record<PropertyKey, unknown> = { ...limitedWrites(backend, limits) };
  return new Proxy(backend, {
    get(target, property) {
      if (Object.hasOwn(writes, property)) return writes[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
