import type { LoginButton, LoginState, LogOutContract } from '../../../common/login_state';
import type { SecurityPluginConfig } from '../../config_schema';
import { anonymousMethod } from './anonymous/method';
import { apiTokenMethod } from './apitoken/method';
import { basicMethod } from './basic/method';
import { clientCertMethod } from './clientcert/method';
import { jwtMethod } from './jwt/method';
import { kerberosMethod } from './kerberos/method';
import { openIdMethod } from './openid/method';
import { proxyMethod } from './proxy/method';
import { samlMethod } from './saml/method';
import type { SignInMethod } from './sign_in_method';

/**
 * The sign-in methods this server ships, in the order dashboards.yml's `auth.type` lists them in
 * its messages. Each is its folder's `method.ts`; its provider factory (registry.ts) carries the
 * same descriptor, which a test checks.
 */
export const DEFAULT_SIGN_IN_METHODS: readonly SignInMethod[] = [
  basicMethod,
  openIdMethod,
  jwtMethod,
  samlMethod,
  proxyMethod,
  kerberosMethod,
  clientCertMethod,
  anonymousMethod,
  apiTokenMethod,
];

/** dashboards.yml's `auth.type` values, and those that may share the login page. */
export function authTypesOf(methods: readonly SignInMethod[]): { all: string[]; combining: string[] } {
  const all = methods.flatMap((method) => (method.authType ? [method.authType] : []));
  const combining = methods.flatMap((method) => (method.authType && method.combines ? [method.authType] : []));
  return { all, combining };
}

/**
 * The single sign-on method auto-login goes straight to: the one configured method with a login
 * path (a form or anonymous access beside it does not count; two need a choice).
 */
export function autoLoginMethod(
  config: SecurityPluginConfig,
  methods: readonly SignInMethod[]
): SignInMethod | undefined {
  if (!config.auth.auto_login) return undefined;
  const sso = methods.filter(
    (method) => method.autoLoginPath && method.authType && config.auth.types.includes(method.authType)
  );
  return sso.length === 1 ? sso[0] : undefined;
}

/** What the login page offers and how each session type logs out, under this configuration. */
export function loginStateOf(config: SecurityPluginConfig, methods: readonly SignInMethod[]): LoginState {
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
