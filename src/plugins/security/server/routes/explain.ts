/**
 * GET /api/v1/explain?user&action&index&tenant&host: why an internal user may or may not do
 * something, and GET /api/v1/explain/effective?user&host: everything they may do. They read
 * users, roles, mappings, action groups and tenants at once: every endpoint is needed (checked,
 * and the read audited, like every configuration route).
 */
import type { TSchema } from '@sinclair/typebox';
import {
  HttpError,
  localize,
  type I18nServiceSetup,
  type IRouter,
  type ServerText,
  type Translator,
} from '../../../../core/server';
import { EFFECTIVE_PERMISSIONS_PATH, EXPLAIN_PATH, type ExplainResponse } from '../../common/explain';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { Tenancy } from '../backend/permissions/tenant_selection';
import { EFFECTIVE_PERMISSIONS, EXPLAIN, requirePart } from '../backend/capabilities';
import type { SecurityBackend } from '../backend/types';
import { REST_API_ENDPOINTS } from '../../common/rest_api_endpoints';
import {
  EffectivePermissionsQuerySchema,
  EffectivePermissionsSchema,
  ExplainQuerySchema,
  ExplainResponseSchema,
} from '../../common/schemas/explain';
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

export interface ExplainRouteDeps extends ConfigurationRouteDeps {
  /** The multitenancy settings the server enforces this moment. */
  tenancy(): Promise<Tenancy>;
  /** `opensearch_security.application_permissions.enabled`: whether an app check's roles decide. */
  applicationPermissions?: boolean;
  /** The explanation's sentences are read in the caller's language. */
  i18n: Pick<I18nServiceSetup, 'translatorFor'>;
}

/** The answer in the translator's language: notes, misses, fixes and the API-access reason. */
export function localizeExplanation(translator: Translator, answer: ExplainResponse<ServerText>): ExplainResponse {
  const text = (value: ServerText) => localize(translator, value);
  return {
    ...answer,
    api_access: { ...answer.api_access, reason: text(answer.api_access.reason) },
    checks: answer.checks.map((check) => ({
      ...check,
      notes: check.notes.map(text),
      misses: check.misses.map((miss) => ({ ...miss, message: text(miss.message), fix: text(miss.fix) })),
    })),
  };
}

/** The principal of an internal user as their login would build it; 404 for an unknown (or hidden) one. */
async function principalOf(backend: SecurityBackend, user: string, host: string | undefined) {
  const entry = await backend.get('internalusers', user).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404)
      throw new HttpError(404, `User '${user}' not found: only internal users can be explained.`);
    throw error;
  });
  return internalUserPrincipal(user, entry, host);
}

/** The explainer reads across every resource. */
const EXPLAIN_ROUTE = securityApiRoute(REST_API_ENDPOINTS);

/** A GET of the explainer: its query's and its answer's schema. */
const explainGet = <Q extends TSchema, R extends TSchema>(path: string, query: Q, answer: R) => ({
  path,
  options: EXPLAIN_ROUTE,
  validate: { query },
  response: { 200: answer },
});

export function registerExplainRoutes(router: IRouter, deps: ExplainRouteDeps): void {
  router.get(explainGet(EXPLAIN_PATH, ExplainQuerySchema, ExplainResponseSchema), async (request) => {
    const { user, action, index, tenant, app, host } = request.query;
    if (index !== undefined && action === undefined)
      throw new HttpError(400, '[action] is required when [index] is given');
    const backend = await deps.backendFor(request);
    const explainer = requirePart(backend.explainer, EXPLAIN);
    const principal = await principalOf(backend, user, host);
    const ask = { action, index, tenant, app, applicationPermissions: deps.applicationPermissions };
    const answer = await explainer.explain(principal, ask, await deps.tenancy());
    return localizeExplanation(await deps.i18n.translatorFor(request), answer);
  });

  router.get(
    explainGet(EFFECTIVE_PERMISSIONS_PATH, EffectivePermissionsQuerySchema, EffectivePermissionsSchema),
    async (request) => {
      const backend = await deps.backendFor(request);
      const explainer = requirePart(backend.explainer, EFFECTIVE_PERMISSIONS);
      const principal = await principalOf(backend, request.query.user, request.query.host);
      return explainer.effectivePermissions(principal, await deps.tenancy());
    }
  );
}
