import type { CoreStart, HttpStart } from '../../../../../core/public';
import type { OwnApiTokensDeps, OwnSessionsDeps, SecurityKeysDeps } from './types';

type Http = Pick<HttpStart, 'get' | 'post' | 'delete'>;

/** One load, shared by every call (and retried after a failed one). */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The clients of the account menu's Sessions and API tokens dialogs. Their code (routes, request
 * shapes) loads with the first call, as a dialog opens, not with every page's account button.
 */
export function ownSessionsApi(http: Http): OwnSessionsDeps['api'] {
  const api = loadOnce(() => import('../../apis/sessions_api').then((m) => new m.OwnSessionsApi(http)));
  return {
    list: async (query) => (await api()).list(query),
    revoke: async (id) => (await api()).revoke(id),
    revokeOthers: async () => (await api()).revokeOthers(),
  };
}

/** The user's own API tokens (see ownSessionsApi). */
export function ownApiTokensApi(http: Http): OwnApiTokensDeps['api'] {
  const api = loadOnce(() => import('../../apis/api_tokens_api').then((m) => new m.ApiTokensApi(http, true)));
  return {
    list: async () => (await api()).list(),
    create: async (body) => (await api()).create(body),
    revoke: async (id) => (await api()).revoke(id),
  };
}

/** The user's own security keys (see ownSessionsApi): the WebAuthn client loads with the first call. */
export function securityKeysApi(http: Http & Pick<HttpStart, 'put'>): SecurityKeysDeps['api'] {
  const api = loadOnce(() => import('../../apis/webauthn_api').then((m) => new m.WebAuthnKeysApi(http)));
  return {
    list: async () => (await api()).list(),
    registrationOptions: async () => (await api()).registrationOptions(),
    register: async (name, response) => (await api()).register(name, response),
    rename: async (id, name) => (await api()).rename(id, name),
    remove: async (id) => (await api()).remove(id),
  };
}

/**
 * `core.http` whose writes ask for the step-up when the server wants one (mfa/step_up_http.ts, with
 * the modal, loads with the first write); reads go straight through.
 */
export function stepUpHttp(core: Pick<CoreStart, 'http' | 'overlays'>): HttpStart {
  const wrapped = loadOnce(() => import('../mfa/step_up_http').then((m) => m.stepUpHttp(core)));
  const http = Object.create(core.http) as HttpStart;
  for (const method of ['post', 'put', 'delete'] as const)
    http[method] = (async (...args: Parameters<HttpStart['post']>) =>
      (await wrapped())[method](...args)) as HttpStart['post'];
  return http;
}
