/**
 * The explainer's answer to "why can alice open management?" (issue 41): the application
 * permissions of her roles that open the app (read, or with everything for a write), the read-only
 * mode and the Security app's API rule, and for a refusal the nearest roles that would open it.
 */
import {
  APPLICATION_ALL_ACTION,
  APPLICATION_READ_ACTION,
  READONLY_ALLOWED_APPS,
  SECURITY_APP_ID,
} from '../../../common/constants';
import type { ServerText } from '../../../../../core/server';
import type { ExplainCheck, ExplainGrant, ExplainMiss } from '../../../common/explain';
import { expandActions, expansionPath } from './action_groups';
import { applicationLevelOf } from './applications';
import { byNarrowest, specificity, unmappedRoles, type Evaluation } from './explain_evaluation';
import * as texts from './explain_texts';
import { compilePattern } from './patterns';
import type { RoleLike } from './account';

/** The actions that ask whether the user may change things in the app (else: open it). */
export const APPLICATION_WRITE_ACTIONS = new Set(['write', APPLICATION_ALL_ACTION]);
export const APPLICATION_CHECK_ACTIONS = new Set(['read', 'write', APPLICATION_READ_ACTION, APPLICATION_ALL_ACTION]);

interface Opening {
  index: number;
  pattern: string;
  all: boolean;
  actions: readonly string[];
}

/** The application permissions of a role that open `app`, with their level. */
function openings(e: Evaluation, role: RoleLike, app: string): Opening[] {
  const found: Opening[] = [];
  (role.application_permissions ?? []).forEach((permission, index) => {
    const level = applicationLevelOf(permission.allowed_actions, e.model.actionGroups);
    const pattern = permission.application_patterns.find((p) => compilePattern(p)(app));
    if (level && pattern !== undefined)
      found.push({ index, pattern, all: level.all, actions: permission.allowed_actions });
  });
  return found;
}

export function applicationCheck(
  e: Evaluation,
  app: string,
  action: string | undefined,
  /** `opensearch_security.application_permissions.enabled`. */
  enabled: boolean
): ExplainCheck<ServerText> {
  const write = action !== undefined && APPLICATION_WRITE_ACTIONS.has(action);
  const wanted = write ? APPLICATION_ALL_ACTION : APPLICATION_READ_ACTION;
  const user = e.principal.user_name;
  const grants: ExplainGrant[] = [];
  const misses: Array<ExplainMiss<ServerText>> = [];
  const notes: ServerText[] = [];
  for (const [role, definition] of e.roles) {
    for (const opening of openings(e, definition, app)) {
      if (write && !opening.all) {
        misses.push({
          role,
          message: texts.appReadOnly(role, opening.pattern, opening.actions),
          fix: texts.appWriteFix(role, opening.pattern, APPLICATION_ALL_ACTION),
        });
        continue;
      }
      const reachedFrom = new Map<string, string>();
      expandActions(opening.actions, e.model.actionGroups, reachedFrom);
      const target = opening.actions.includes(wanted) || !opening.all ? wanted : APPLICATION_ALL_ACTION;
      grants.push({
        role,
        permission: `application_permissions[${opening.index}]`,
        pattern: opening.pattern,
        expansion: expansionPath(reachedFrom, target),
      });
    }
  }
  let allowed = grants.length > 0;
  if (!enabled) {
    notes.push(texts.appPermissionsOff());
    allowed = true;
  }
  if (e.account.readonly) {
    notes.push(texts.readOnlyApps(user, 'readonly_mode.roles', READONLY_ALLOWED_APPS));
    allowed = allowed && !write && READONLY_ALLOWED_APPS.includes(app);
  }
  if (app === SECURITY_APP_ID && enabled) {
    notes.push(texts.securityAppNeedsApi(user, e.account.has_api_access));
    allowed = allowed && e.account.has_api_access;
  }
  if (!allowed && grants.length === 0 && misses.length === 0) {
    const candidates: Array<{ score: number; miss: ExplainMiss<ServerText> }> = [];
    for (const [role, definition] of unmappedRoles(e)) {
      const opening = openings(e, definition, app).find((o) => !write || o.all);
      if (!opening) continue;
      candidates.push({
        score: specificity(opening.pattern, app),
        miss: {
          role,
          message: texts.unmappedAppRole(role, app, user),
          fix: texts.mapFix(e, role),
        },
      });
    }
    misses.push(...byNarrowest(candidates));
    if (!misses.length) {
      misses.push({
        role: '',
        message: texts.noAppPermission(user, app),
        fix: texts.addAppPermissionFix(app, wanted, user),
      });
    }
  }
  return {
    kind: 'application',
    action: wanted,
    application: app,
    allowed,
    grants,
    notes,
    misses: allowed ? [] : misses.slice(0, 5),
  };
}
