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
  type AlertRule,
} from '../../common/alerts';
import { securityApiRoute } from '../routes/configuration/types';
import { routeFamily } from '../route_family';
import type { AlertRuleStore } from './rule_store';

export interface AlertRouteDeps {
  rules(): AlertRuleStore;
  currentUser(request: OsdRequest): Promise<string | undefined>;
  /** Every change of a rule is audited (ALERT_RULE_CHANGED). */
  audit(request: OsdRequest, action: 'created' | 'changed' | 'deleted', rule: AlertRule): Promise<void>;
}

const access = securityApiRoute(['audit']);
const alertRoute = routeFamily(access);
const byId = `${ALERT_RULES_PATH}/:id`;
const Deleted = Type.Object({ message: Type.String() });

export function registerAlertRoutes(router: IRouter, deps: AlertRouteDeps): void {
  router.get({ path: ALERT_RULES_PATH, options: access, response: { 200: AlertRuleListSchema } }, async () => ({
    data: await deps.rules().list(),
  }));
  router.post(alertRoute(ALERT_RULES_PATH, { body: AlertRuleBodySchema }, AlertRuleCreatedSchema), async (request) => {
    const created = await deps.rules().create(request.body, (await deps.currentUser(request)) ?? 'unknown');
    await deps.audit(request, 'created', created.rule);
    return created;
  });
  router.get(alertRoute(byId, { params: AlertRuleIdParamsSchema }, AlertRuleSchema), async (request) =>
    deps.rules().get(request.params.id)
  );
  router.put(
    alertRoute(byId, { params: AlertRuleIdParamsSchema, body: AlertRuleBodySchema }, AlertRuleCreatedSchema),
    async (request) => {
      const changed = await deps.rules().update(request.params.id, request.body);
      await deps.audit(request, 'changed', changed.rule);
      return changed;
    }
  );
  router.delete(alertRoute(byId, { params: AlertRuleIdParamsSchema }, Deleted), async (request) => {
    const rule = await deps.rules().get(request.params.id);
    await deps.rules().delete(request.params.id);
    await deps.audit(request, 'deleted', rule);
    return { message: 'The alert rule was deleted.' };
  });
  router.get(
    alertRoute(ALERT_FIRINGS_PATH, { query: AlertFiringsQuerySchema }, AlertFiringListSchema),
    async (request) => ({ data: await deps.rules().firings(request.query) })
  );
}
