import type { LoginButton, LoginState, LogOutContract } from '../../../common/login_state';
import { defaultProviderRegistry } from './registry';
import type { SignInConfig, SignInMethod } from './sign_in_method';

/** The sign-in methods this server ships: what their factories in the default registry declare. */
export const DEFAULT_SIGN_IN_METHODS: readonly SignInMethod[] = defaultProviderRegistry().methods();

/** dashboards.yml's `auth.type` values, and those that may share the login page. */
export function authTypesOf(methods: readonly SignInMethod[]): { all: string[]; combining: string[] } {
  const all = methods.flatMap((method) => (method.authType ? [method.authType] : []));
  const combining = methods.flatMap((method) => (method.authType && method.combines ? [method.authType] : []));
  return { all, combining };
}

/**
 * The single sign-on method auto-login goes straight to: `default_redirect_auth_type` when set
 * (checked at start to be a configured SSO type), else, with `auto_login`, the one configured method
 * with a login path (a form or anonymous access beside it does not count; two need a choice).
 */
export function autoLoginMethod(config: SignInConfig, methods: readonly SignInMethod[]): SignInMethod | undefined {
  const preferred = config.auth.default_redirect_auth_type;
  if (preferred) return methods.find((method) => method.authType === preferred && method.autoLoginPath);
  if (!config.auth.auto_login) return undefined;
  const sso = methods.filter(
    (method) => method.autoLoginPath && method.authType && config.auth.types.includes(method.authType)
  );
  return sso.length === 1 ? sso[0] : undefined;
}

/** What the login page offers and how each session type logs out, under this configuration. */
export function loginStateOf(config: SignInConfig, methods: readonly SignInMethod[]): LoginState {
  const entries = methods
    .map((method) => ({ method, entry: method.loginEntry?.(config) }))
    .filter((found) => found.entry !== undefined)
    .sort((a, b) => a.entry!.order - b.entry!.order);
  const buttons: LoginButton[] = [];
  for (const { method, entry } of entries) {
    if (entry?.kind !== 'button') continue;
    const { kind: _kind, order: _order, ...button } = entry;
    buttons.push({ type: method.name, ...button });
  }
  const logout: Record<string, LogOutContract> = {};
  for (const method of methods) {
    const contract = method.logout;
    if (!contract || (contract.control === 'button' && !contract.toLoginPage)) continue;
    for (const type of method.sessionTypes) logout[type] = contract;
  }
  return { form: entries.some(({ entry }) => entry?.kind === 'form'), buttons, logout };
}
