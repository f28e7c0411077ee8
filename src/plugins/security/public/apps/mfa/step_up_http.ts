/**
 * A client whose writes, when the server refuses them with `step_up_required` (a security write by
 * a user with a second factor, checked longer ago than `mfa.step_up_seconds`), ask the user for a
 * factor check (`ask`: the step-up modal of step_up.tsx) and are sent again once. No EUI here: the
 * account menu wraps its clients with it and loads the modal only when asked.
 */
import { fetchErrorStatus, isHttpFetchError, type HttpHandler, type HttpStart } from '../../../../../core/public';
import { isStepUpRequired } from '../../../common/mfa';

/** Whether a failed call is the step-up refusal. */
export function needsStepUp(error: unknown): boolean {
  return fetchErrorStatus(error) === 403 && isHttpFetchError(error) && isStepUpRequired(error.body);
}

/** `http` whose writes ask for a code (`ask`) and retry once when the server wants a step-up. */
export function withStepUp(http: HttpStart, ask: () => Promise<boolean>): HttpStart {
  // One modal for calls refused together.
  let asking: Promise<boolean> | undefined;
  const askOnce = () => {
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
  };
  const wrap = (handler: HttpHandler): HttpHandler =>
    (async (...args: Parameters<HttpHandler>) => {
      try {
        return await (handler as (...a: Parameters<HttpHandler>) => Promise<unknown>)(...args);
      } catch (error) {
        if (!needsStepUp(error) || !(await askOnce())) throw error;
        return (handler as (...a: Parameters<HttpHandler>) => Promise<unknown>)(...args);
      }
    }) as HttpHandler;
  const wrapped = Object.create(http) as HttpStart;
  for (const method of ['fetch', 'post', 'put', 'patch', 'delete'] as const) {
    // A stand-in client (tests, an embedding) may lack a method: nothing to wrap then.
    if (typeof http[method] === 'function') wrapped[method] = wrap(http[method].bind(http));
  }
  return wrapped;
}
