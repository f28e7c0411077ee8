/**
 * Which requests are security writes that a session must confirm with a fresh factor check
 * (step-up, issue 68.2). One predicate, read by the step-up guard (mfa_guards.ts), so a route
 * opts in by its options and no list of paths elsewhere has to remember it.
 */
import type { OsdRequest, RouteConfigOptions } from '../../../../../core/server';
import { CONFIG_IMPORT_PATH } from '../../../common/config_transfer';
import { HISTORY_PATH } from '../../../common/history';
import { SECURITY_API_TAG } from '../route_tags';

/**
 * A route tagged with this needs a factor check within `mfa.step_up_seconds` from a session whose
 * user has a factor, whatever its method or path (a factor's own enrolment).
 */
export const STEP_UP_TAG = 'security:step_up';

/**
 * A route tagged with this enrols a factor: besides the step-up of a user with a factor, a session
 * of an internal user without one needs a check within `mfa.step_up_seconds` too (the sign-in's
 * password, or the password again at `POST /api/v1/account/mfa/verify`), so a stolen session
 * cannot enrol a factor of its own and lock the user out.
 */
export const ENROLMENT_TAG = 'security:factor_enrolment';

/** A route's options with the step-up requirement added (`router.post({ path, options: stepUpRoute() }, …)`). */
export function stepUpRoute(options: RouteConfigOptions = {}): RouteConfigOptions {
  return { ...options, tags: [...(options.tags ?? []), STEP_UP_TAG] };
}

/** A factor's enrolment route: the step-up, and the password check of a user with no factor yet. */
export function enrolmentRoute(options: RouteConfigOptions = {}): RouteConfigOptions {
  return stepUpRoute({ ...options, tags: [...(options.tags ?? []), ENROLMENT_TAG] });
}

/** Whether the request enrols a factor (ENROLMENT_TAG). */
export function isEnrolment(request: OsdRequest): boolean {
  return request.route.options.tags.includes(ENROLMENT_TAG);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The routes whose `dry_run=true` only plans (an import's or a revert's preview): such a preview
 * writes nothing, so it needs no step-up. Only these: another route would ignore the parameter.
 */
const PREVIEWS = [CONFIG_IMPORT_PATH, `${HISTORY_PATH}/:version/revert`];

function isPreview(request: OsdRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const dryRun = query?.dry_run;
  // As sent (hooks run before validation) or validated: anything else is a write.
  return (dryRun === 'true' || dryRun === true) && PREVIEWS.includes(request.route.path ?? '');
}
/** Every security configuration write lives under here (tokens and lock-outs included). */
const CONFIGURATION_PREFIX = /^\/api\/v1\/configuration(\/|$)/i;

/**
 * Whether the request is a security write: a route tagged STEP_UP_TAG; or any write to a route of
 * the security API (SECURITY_API_TAG: alert rules, ending sessions, unlocking, restoring the
 * login-activity dashboard, audit retention…) or under `/api/v1/configuration`.
 */
export function needsStepUp(request: OsdRequest): boolean {
  const { tags } = request.route.options;
  if (tags.includes(STEP_UP_TAG)) return true;
  // Node hands the method upper-case: no new string per request for the common case.
  if (SAFE_METHODS.has(request.method) || SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (isPreview(request)) return false;
  if (tags.includes(SECURITY_API_TAG)) return true;
  // The matched route too: an encoded path reaches the same handler.
  const paths = [request.path, request.route.path ?? ''];
  // Every POST there counts, the authenticators' login test too: it changes nothing, but it answers
  // whether a password is right (issue 68.6).
  return paths.some((path) => CONFIGURATION_PREFIX.test(path));
}
