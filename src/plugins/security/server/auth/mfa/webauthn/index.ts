import type { IRouter, PluginStore } from '../../../../../../core/server';
import { WebAuthnCeremonies } from './ceremonies';
import { WebAuthnChallengeStore } from './challenge_store';
import { WebAuthnCredentialStore } from './credential_store';
import { createWebAuthnFactor } from './factor';
import type { WebAuthnTables } from './migrations';
import { registerWebAuthnAccountRoutes } from './account_routes';
import { registerPasskeyLoginRoutes } from '../../providers/passkey/routes';
import type { WebAuthnRouteDeps } from './routes_deps';
import type { WebAuthnFactor, WebAuthnSettings } from './types';

export { createWebAuthnFactor } from './factor';
export { webAuthnMigrations, type WebAuthnTables } from './migrations';
export type { WebAuthnFactor, WebAuthnSettings } from './types';

export interface WebAuthnSetupDeps extends Omit<WebAuthnRouteDeps, 'ceremonies' | 'credentials'> {
  settings: WebAuthnSettings;
  /** Passkey sign-in starts internal users' sessions without a password: only a backend that keeps them (`passkey_sign_in`). */
  passkeySignIn: boolean;
  tls: boolean;
  store(): PluginStore<WebAuthnTables>;
  now(): number;
}

/**
 * Security keys and passkeys: the stores (once the plugin started), the account routes, the
 * passkey sign-in when configured, and the second factor the MFA login flow asks.
 */
export function setUpWebAuthn(router: IRouter, deps: WebAuthnSetupDeps): { factor: WebAuthnFactor } {
  const { settings, store, now } = deps;
  let stores: { credentials: WebAuthnCredentialStore; challenges: WebAuthnChallengeStore } | undefined;
  const started = () => {
    stores ??= {
      credentials: new WebAuthnCredentialStore(store(), now),
      challenges: new WebAuthnChallengeStore(store(), now, settings.timeout_seconds * 1000),
    };
    return stores;
  };
  const credentials = () => started().credentials;
  const ceremonies = new WebAuthnCeremonies({
    settings,
    tls: deps.tls,
    credentials,
    challenges: () => started().challenges,
  });
  const routeDeps: WebAuthnRouteDeps = { ...deps, ceremonies, credentials };
  if (settings.enabled) {
    registerWebAuthnAccountRoutes(router, routeDeps);
    if (settings.passkey_login && deps.passkeySignIn) registerPasskeyLoginRoutes(router, routeDeps);
  }
  return { factor: createWebAuthnFactor({ ceremonies, credentials }) };
}
