/**
 * Upstream's permission dry run (security 3.2): `perform_permission_check=true` on any request
 * answers whether it would be allowed, `{accessAllowed, missingPrivileges}` (200), without running it. The answer comes from the same post-auth hooks
 * the request would meet (security API access, application permissions, the second factor's
 * step-up…): each refusal (403) is collected instead of answered. A hook names what is missing with
 * a MissingPrivilegesError; a refusal that names nothing is reported by its message.
 */
import { HttpError, MissingPrivilegesError } from './http_error';

export const PERMISSION_CHECK_PARAM = 'perform_permission_check';

export interface PermissionCheckAnswer {
  accessAllowed: boolean;
  missingPrivileges: string[];
}

/**
 * Whether a query asks for a dry run: the parameter `true`, given once or more. Both listeners read
 * it here, so a spelling one of them took for "run it" cannot make the other's dry run execute.
 */
export function asksPermissionCheck(query: unknown): boolean {
  const value = (query as Record<string, unknown> | undefined)?.[PERMISSION_CHECK_PARAM];
  return value === 'true' || (Array.isArray(value) && value.includes('true'));
}

/** What a refusal says is missing. */
function missingOf(error: HttpError): readonly string[] {
  return error instanceof MissingPrivilegesError ? error.missingPrivileges : [error.message];
}

/** Collects the refusals of the hooks a dry run runs. */
export class PermissionCheck {
  private readonly missing = new Set<string>();
  private refused = false;

  /** Runs `hook`, keeping a 403 as a missing privilege; any other failure (401, 5xx) stands. */
  run(hook: () => void | Promise<unknown>): void | Promise<unknown> {
    let pending: void | Promise<unknown>;
    try {
      pending = hook();
    } catch (error) {
      return this.keep(error);
    }
    if (pending && typeof (pending as Promise<unknown>).then === 'function') {
      return (pending as Promise<unknown>).catch((error: unknown) => this.keep(error));
    }
    return pending;
  }

  /** Whether nothing was refused so far. */
  get allowed(): boolean {
    return !this.refused;
  }

  /**
   * Runs a route's own judgement of the request (RouteConfig.dryRun): a 403 is kept as `run` keeps
   * it; another refusal of the request (4xx but 401) says nothing about permissions and is dropped;
   * anything else stands.
   */
  async judge(judgement: () => unknown): Promise<void> {
    try {
      await judgement();
    } catch (error) {
      const status = error instanceof HttpError ? error.statusCode : 500;
      if (status >= 400 && status < 500 && status !== 401 && status !== 403) return;
      this.keep(error);
    }
  }

  answer(): PermissionCheckAnswer {
    return { accessAllowed: !this.refused, missingPrivileges: [...this.missing] };
  }

  private keep(error: unknown): void {
    if (!(error instanceof HttpError) || error.statusCode !== 403) throw error;
    this.refused = true;
    for (const privilege of missingOf(error)) this.missing.add(privilege);
  }
}
