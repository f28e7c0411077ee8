/**
 * The alert rules API, for callers who may use the audit endpoint of the security API (the
 * audit data the rules read): `GET|POST /api/v1/alerts/rules`, `GET|PUT|DELETE
 * /api/v1/alerts/rules/{id}`, `GET /api/v1/alerts/firings?rule_id&after&per_page` (newest first;
 * the header's bell asks with `after` for what is new).
 */
import { Type } from '@sinclair/typebox';
import type { IRouter, OsdRequest } from '../../../../core/server';
import {
  ALERT_FIRINGS_PATH,
  ALERT_RULES_PATH,
  AlertFiringListSchema,
  AlertFiringsQuerySchema,
  AlertRuleBodySchema,
  AlertRuleCreatedSchema,
  AlertRuleIdParamsSchema,
  AlertRuleListSchema,
  AlertRuleSchema,
} from '../../common/alerts';
import { securityApiRoute } from '../routes/configuration/types';
import type { AlertRuleStore } from './rule_store';

export interface AlertRouteDeps {
  rules(): AlertRuleStore;
  currentUser(request: OsdRequest): Promise<string | undefined>;
}

const access = securityApiRoute(['audit']);
const byId = `${ALERT_RULES_PATH}/:id`;
const Deleted = Type.Object({ message: Type.String() });

export function registerAlertRoutes(router: IRouter, deps: AlertRouteDeps): void {
  router.get({ path: ALERT_RULES_PATH, options: access, response: { 200: AlertRuleListSchema } }, async () => ({
    data: await deps.rules().list(),
  }));
  router.post(
    {
      path: ALERT_RULES_PATH,
      options: access,
      validate: { body: AlertRuleBodySchema },
      response: { 200: AlertRuleCreatedSchema },
    },
    async (request) => deps.rules().create(request.body, (await deps.currentUser(request)) ?? 'unknown')
  );
  router.get(
    { path: byId, options: access, validate: { params: AlertRuleIdParamsSchema }, response: { 200: AlertRuleSchema } },
    async (request) => deps.rules().get(request.params.id)
  );
  router.put(
    {
      path: byId,
      options: access,
      validate: { params: AlertRuleIdParamsSchema, body: AlertRuleBodySchema },
      response: { 200: AlertRuleCreatedSchema },
    },
    async (request) => deps.rules().update(request.params.id, request.body)
  );
  router.delete(
    { path: byId, options: access, validate: { params: AlertRuleIdParamsSchema }, response: { 200: Deleted } },
    async (request) => {
      await deps.rules().delete(request.params.id);
      return { message: 'The alert rule was deleted.' };
    }
  );
  router.get(
    {
      path: ALERT_FIRINGS_PATH,
      options: access,
      validate: { query: AlertFiringsQuerySchema },
      response: { 200: AlertFiringListSchema },
    },
    async (request) => ({ data: await deps.rules().firings(request.query) })
  );
}
