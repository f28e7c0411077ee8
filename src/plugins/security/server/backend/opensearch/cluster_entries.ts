import type { EntryByKind, EntryKind } from '../../../common/types';
import { alreadyExists } from '../errors';
import { checkListOptions } from '../embedded/upsert_checks';
import type { EntriesBackend } from '../types';
import type { ClusterClient } from './cluster_client';

const API = '/_plugins/_security/api';

/** A JSON Pointer token (RFC 6901) for an entry name. */
const pointer = (name: string) => `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

const entryPath = (kind: EntryKind, name: string) => `${API}/${kind}/${encodeURIComponent(name)}`;

const description = (entry: unknown): string => {
  const value = (entry as { description?: unknown } | null)?.description;
  return typeof value === 'string' ? value : '';
};

/**
 * Users, roles, mappings, action groups, tenants and nodes DN on the cluster, as the signed-in
 * caller: the cluster checks names, bodies, reserved and hidden entries and the caller's rights,
 * and its refusal is the answer. Paging, search and sorting are done here (the API lists all).
 */
export class ClusterEntries implements EntriesBackend {
  constructor(
    private readonly cluster: ClusterClient,
    /** The credentials and tenant of the caller the backend was scoped to. */
    private readonly caller: () => { authorization: string | undefined; tenant: string | undefined }
  ) {}

  private call<T>(method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    return this.cluster.request<T>({ method, path, body, ...this.caller() });
  }

  list: EntriesBackend['list'] = async (kind, options = {}) => {
    checkListOptions(options);
    const all = await this.call<Record<string, EntryByKind[typeof kind]>>('GET', `${API}/${kind}`);
    const search = options.search?.toLowerCase();
    let items = Object.entries(all)
      .filter(([, entry]) => !(entry as { hidden?: boolean }).hidden)
      .map(([name, entry]) => ({ name, entry }))
      .filter(({ name, entry }) => !search || `${name}\n${description(entry)}`.toLowerCase().includes(search))
      .filter(({ name }) => name !== options.except)
      .filter(
        ({ entry }) =>
          options.reserved === undefined || Boolean((entry as { reserved?: boolean }).reserved) === options.reserved
      );
    const key =
      options.sort_field === 'description'
        ? (item: { name: string; entry: unknown }) => description(item.entry)
        : (item: { name: string }) => item.name;
    items.sort((a, b) => key(a).localeCompare(key(b)) || a.name.localeCompare(b.name));
    if (options.sort_order === 'desc') items.reverse();
    const total = items.length;
    if (options.per_page !== undefined) {
      const start = ((options.page ?? 1) - 1) * options.per_page;
      items = items.slice(start, start + options.per_page);
    }
    return { total, items };
  };

  get: EntriesBackend['get'] = async (kind, name) => {
    const found = await this.call<Record<string, EntryByKind[typeof kind]>>('GET', entryPath(kind, name));
    return found[name];
  };

  upsert: EntriesBackend['upsert'] = async (kind, name, body, _actor, options = {}) => {
    // The REST API has no create-only write: asked first (a concurrent create may still win).
    if (options.createOnly && (await this.exists(kind, name))) throw alreadyExists(kind, name);
    const answer = await this.call<{ status?: string }>('PUT', entryPath(kind, name), body);
    return { created: answer?.status === 'CREATED' };
  };

  delete: EntriesBackend['delete'] = async (kind, name) => {
    await this.call('DELETE', entryPath(kind, name));
  };

  changeEntries: EntriesBackend['changeEntries'] = async (kind, changes) => {
    // One JSON Patch: the cluster applies all of it or nothing.
    const patch = changes.map(({ name, body }) =>
      body === null ? { op: 'remove', path: pointer(name) } : { op: 'add', path: pointer(name), value: body }
    );
    await this.call('PATCH', `${API}/${kind}`, patch);
  };

  private async exists(kind: EntryKind, name: string): Promise<boolean> {
    try {
      await this.get(kind, name);
      return true;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return false;
      throw error;
    }
  }
}
