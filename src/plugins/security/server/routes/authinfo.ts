import type { IRouter, OsdResponse } from '../../../../core/server';
import { AuthInfoResponseSchema } from '../../common/schemas/account';
import type { AccountInfoResolved } from '../auth/types';
import { authInfoOf, type SecurityRouteDeps } from './types';

/** A session's serialized answer around its one per-request field, the caller's address. */
interface AnswerTemplate {
  readonly authType: string;
  readonly before: string;
  readonly after: string;
}

/** Stands in for the address while a template is serialized; JSON escapes its NULs, so it is found as written below. */
const ADDRESS_MARK = '\u0000remote_address\u0000';
const ADDRESS_MARK_JSON = JSON.stringify(ADDRESS_MARK);

/**
 * The answer of `account` signed in by `authType` at `remoteAddress`. Completed in place, not
 * spread into a second object: the spread copied this 12-field object property by property
 * (microseconds per request) and the copy survived V8's young collections.
 */
function answerOf(account: Readonly<AccountInfoResolved>, authType: string, remoteAddress: string) {
  const info = authInfoOf(account, account.user_requested_tenant, remoteAddress) as ReturnType<typeof authInfoOf> & {
    auth_type: string;
  };
  info.auth_type = authType;
  return info;
}

/**
 * The answer of `account` serialized through the route's response schema once, split at the
 * address. Undefined when the mark is not found exactly once (a field holding the mark itself):
 * such a caller is serialized per request instead.
 */
function templateOf(
  response: OsdResponse,
  account: Readonly<AccountInfoResolved>,
  authType: string
): AnswerTemplate | undefined {
  const text = response.serialize(answerOf(account, authType, ADDRESS_MARK));
  const at = text.indexOf(ADDRESS_MARK_JSON);
  if (at < 0 || text.indexOf(ADDRESS_MARK_JSON, at + 1) >= 0) return undefined;
  return { authType, before: text.slice(0, at), after: text.slice(at + ADDRESS_MARK_JSON.length) };
}

/** GET /api/v1/auth/authinfo: who the caller is, in OpenSearch's authinfo shape (never a hash). */
export function registerAuthInfoRoutes(router: IRouter, { auth }: SecurityRouteDeps): void {
  // A resolved account is one object until anything it was resolved from moves (config version,
  // tenant, user, address; see AccountResolver.knownAccount), then it is replaced: its answer is
  // serialized once and only the caller's address is written per request. authinfo is asked on
  // every page load and by every script that checks who it is.
  const templates = new WeakMap<Readonly<AccountInfoResolved>, AnswerTemplate>();
  // Not async: a session whose account its previous request resolved is answered at once.
  router.get({ path: '/api/v1/auth/authinfo', response: { 200: AuthInfoResponseSchema } }, (request, response) => {
    const { authType } = auth.require(request);
    const remoteAddress = `${request.ip}:${request.remotePort ?? 0}`;
    const known = auth.knownAccount(request);
    if (known) {
      let template = templates.get(known);
      if (template?.authType !== authType) {
        template = templateOf(response, known, authType);
        if (template) templates.set(known, template);
      }
      if (template) return response.json(template.before + JSON.stringify(remoteAddress) + template.after);
      return answerOf(known, authType, remoteAddress);
    }
    return auth.account(request).then((account) => answerOf(account, authType, remoteAddress));
  });
}
