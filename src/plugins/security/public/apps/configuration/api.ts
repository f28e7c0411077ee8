/**
 * The Security app's client for what every page shares: the configuration's entries (list, get,
 * save, create, remove), the user's endpoints and account, the backend's capabilities and the
 * cache. Each feature calls its own endpoints through its own client beside its pages
 * (panels/<feature>/*_api.ts, reached with `feature`), so pages never build paths (and never
 * forget to encode a name).
 */
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import { BOOT_ACCOUNT_QUERY } from '../../../common/boot_data';
import { fetchErrorStatus, type HttpStart } from '../../../../../core/public';
import type { EntryByKind, EntryKind, EntryListQuery } from '../../../common/types';
import { RESTAPIINFO_PATH, type AccountInfo } from '../../apis/security_api';
import type { ReadyGet } from '../../apis/prefetched_gets';
import { enabledEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import {
  ACCOUNT_URL,
  CACHE_URL,
  CONFIGURATION_API_PREFIX,
  MAX_PAGE_SIZE,
  type ListQuery,
  type ListResult,
  type SaveResult,
} from './api_types';

export * from './api_types';

/** The server's answer to a create-only request for a name that is taken. */
export function isConflict(error: unknown): boolean {
  return fetchErrorStatus(error) === 409;
}

export function entryUrl(kind: EntryKind, name?: string): string {
  const base = `${CONFIGURATION_API_PREFIX}/${kind}`;
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

export function toQuery(query: ListQuery = {}): Record<string, string | number> {
  const result: EntryListQuery & Record<string, string | number> = {};
  if (query.page !== undefined) result.page = query.page;
  if (query.perPage !== undefined) result.per_page = Math.min(query.perPage, MAX_PAGE_SIZE);
  // An empty search means "everything": the server's schema accepts it, but sending nothing keeps URLs clean.
  if (query.search) result.search = query.search;
  if (query.sortField) result.sort = query.sortField;
  if (query.sortOrder) result.order = query.sortOrder;
  if (query.withoutGlobal) result.without_global = 'true';
  return result;
}

export class ConfigurationApi {
  /** What the security backend can do, as restapiinfo said (unknown until asked: everything). */
  private capabilities?: BackendCapabilities;

  /** Whether the security backend in use has `capability` (a history, imports, …). */
  readonly has = (capability: keyof BackendCapabilities): boolean => this.capabilities?.[capability] !== false;

  /** The clients of the features (made once each, see `feature`). */
  private readonly clients = new Map<unknown, unknown>();

  constructor(
    /** The app's http: step-ups asked for, answers asked for ahead handed out (index.tsx). */
    readonly http: HttpStart,
    /**
     * Answers asked for ahead (early_start.ts) that are in already: the `ready…` methods read
     * them without waiting, so a page's first render can show them (none given: always undefined).
     */
    private readonly readyGet: ReadyGet = () => undefined
  ) {}

  /**
   * The client of one feature (its folder's `*_api.ts`, built on this one), made once: the pages
   * of a feature call their own endpoints through it, with this client's http and answers.
   */
  feature<Client>(Make: new (api: ConfigurationApi) => Client): Client {
    if (!this.clients.has(Make)) this.clients.set(Make, new Make(this));
    return this.clients.get(Make) as Client;
  }

  /** A GET and what the app makes of its answer: asked for, or read if it is in already. */
  request<Raw, Result>(
    path: string,
    query: Record<string, string | number | boolean> | undefined,
    toResult: (raw: Raw) => Result
  ): { get(): Promise<Result>; ready(): Result | undefined } {
    return {
      get: async () =>
        toResult(await (query === undefined ? this.http.get<Raw>(path) : this.http.get<Raw>(path, { query }))),
      ready: () => {
        const answer = this.readyGet(path, query);
        return answer === undefined ? undefined : toResult(answer.value as Raw);
      },
    };
  }

  private listRequest<K extends EntryKind>(kind: K, query?: ListQuery) {
    return this.request(entryUrl(kind), toQuery(query), (result: Partial<ListResult<EntryByKind[K]>> | undefined) => ({
      total: result?.total ?? 0,
      data: result?.data ?? {},
    }));
  }

  list<K extends EntryKind>(kind: K, query?: ListQuery): Promise<ListResult<EntryByKind[K]>> {
    return this.listRequest(kind, query).get();
  }

  /** `list`'s answer if it was asked for ahead and is in (see `ready`), else undefined. */
  readyList<K extends EntryKind>(kind: K, query?: ListQuery): ListResult<EntryByKind[K]> | undefined {
    return this.listRequest(kind, query).ready();
  }

  get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return this.http.get<EntryByKind[K]>(entryUrl(kind, name));
  }

  save<K extends EntryKind>(kind: K, name: string, body: object): Promise<SaveResult> {
    return this.http.post<SaveResult>(entryUrl(kind, name), { body: JSON.stringify(body) });
  }

  /**
   * Creates an entry; the server answers 409 when the name is taken (checked inside its write,
   * so two people creating one name at once cannot overwrite each other).
   */
  create<K extends EntryKind>(kind: K, name: string, body: object): Promise<SaveResult> {
    return this.http.post<SaveResult>(entryUrl(kind, name), {
      query: { create_only: true },
      body: JSON.stringify(body),
    });
  }

  remove(kind: EntryKind, name: string): Promise<SaveResult> {
    return this.http.delete<SaveResult>(entryUrl(kind, name));
  }

  /**
   * Every entry of a kind, a page at a time. Meant for the small kinds (action groups, tenants)
   * and pickers; the big lists (users, roles) page on the server instead.
   */
  async listAll<K extends EntryKind>(kind: K): Promise<Record<string, EntryByKind[K]>> {
    const all: Record<string, EntryByKind[K]> = {};
    for (let page = 1; ; page++) {
      const { total, data } = await this.list(kind, { page, perPage: MAX_PAGE_SIZE });
      const names = Object.keys(data);
      for (const name of names) all[name] = data[name];
      // Stop on a short page too, so a total that changes under us cannot loop forever.
      if (names.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= total) return all;
    }
  }

  /** The security REST API endpoints the signed-in user may use (none without API access). */
  getApiEndpoints(): Promise<RestApiEndpoint[]> {
    return this.apiEndpointsRequest().get();
  }

  readyApiEndpoints(): RestApiEndpoint[] | undefined {
    return this.apiEndpointsRequest().ready();
  }

  private apiEndpointsRequest() {
    return this.request(
      RESTAPIINFO_PATH,
      undefined,
      (
        info: { has_api_access?: unknown; disabled_endpoints?: unknown; capabilities?: BackendCapabilities } | undefined
      ) => {
        this.capabilities = info?.capabilities;
        return info?.has_api_access === true ? enabledEndpoints(info.disabled_endpoints) : [];
      }
    );
  }

  getAccount(): Promise<AccountInfo['data']> {
    return this.accountRequest().get();
  }

  readyAccount(): AccountInfo['data'] | undefined {
    return this.accountRequest().ready();
  }

  private accountRequest() {
    return this.request(ACCOUNT_URL, BOOT_ACCOUNT_QUERY, (result: AccountInfo) => result.data);
  }

  /** Drops every cached credential and permission evaluation; resolves with the server's message. */
  async purgeCache(): Promise<{ message?: string }> {
    const result = await this.http.delete<{ message?: unknown } | undefined>(CACHE_URL);
    return typeof result?.message === 'string' ? { message: result.message } : {};
  }
}

/**
 * Whether the security backend has `capability` (read this way so that a stand-in api without
 * `has`, in a component's test, keeps every page).
 */
export function backendHas(api: Pick<ConfigurationApi, 'has'>, capability: keyof BackendCapabilities): boolean {
  return (api.has as ConfigurationApi['has'] | undefined)?.(capability) !== false;
}
