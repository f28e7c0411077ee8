import type { SecurityPluginConfig } from '../../config_schema';
import type { AuthcSettings, DomainParser, DomainParsers } from '../authc_domains';
import { anonymousProviderFactory } from './anonymous/provider';
import { apiTokenProviderFactory } from './apitoken/provider';
import { onBehalfOfProviderFactory } from './onbehalfof/provider';
import { basicProviderFactory } from './basic/provider';
import { passkeyProviderFactory } from './passkey/provider';
import { clientCertProviderFactory } from './clientcert/provider';
import { internalAuthorizationBackend } from './internal/authorization_backend';
import { jwtProviderFactory } from './jwt/provider';
import { kerberosProviderFactory } from './kerberos/provider';
import { openIdProviderFactory } from './openid/factory';
import { proxyProviderFactory } from './proxy/provider';
import { samlProviderFactory } from './saml/factory';
import type {
  AuthenticationProvider,
  AuthorizationBackend,
  AuthorizationBackendFactory,
  AuthorizationSubject,
  FirstProvider,
  LoginHost,
  ProviderFactory,
  ProviderHost,
  SessionHost,
  SessionResumer,
} from './types';
import { externalSessions } from './external_sessions';
import type { SignInMethod } from './sign_in_method';

/** The resumer of a session type. */
export type SessionResumers = (type: string) => SessionResumer;

/**
 * The auth types this server knows. Adding a type is a folder under providers/ (its factory, with
 * its method's descriptor) and one line in `defaultProviderRegistry`. Types whose users log in through routes (openid, saml, anonymous)
 * have a login provider instead, built once at setup: its routes, its log out.
 */
export class ProviderRegistry implements DomainParsers {
  private readonly factories = new Map<string, ProviderFactory>();
  /** Every registered factory, those of no config.yml type (passkey's) included, in registration order. */
  private readonly all = new Set<ProviderFactory>();

  register(factory: ProviderFactory): this {
    this.all.add(factory);
    for (const type of factory.types) {
      if (this.factories.has(type)) throw new Error(`Authentication type "${type}" is registered twice.`);
      this.factories.set(type, factory);
    }
    return this;
  }

  has(type: string): boolean {
    return this.factories.has(type);
  }

  /** Who reads a type's domain settings (readAuthcSettings): the factory registered for it. */
  parserOf(type: string): DomainParser | undefined {
    return this.factories.get(type);
  }

  /**
   * The request chain: every enabled config.yml authc domain of a known type that dashboards.yml
   * lets authenticate, by `order` (several of one type allowed); then, for an enabled type with no
   * domain, its fallback.
   */
  build(settings: AuthcSettings, config: SecurityPluginConfig, host: ProviderHost): AuthenticationProvider[] {
    const chain: AuthenticationProvider[] = [];
    const seen = new Set<ProviderFactory>();
    for (const domain of settings.domains) {
      const factory = this.factories.get(domain.type);
      if (!factory || !factory.enabled(config)) continue;
      const provider = factory.create?.(domain, settings, host);
      if (!provider) continue;
      seen.add(factory);
      chain.push(provider);
    }
    for (const factory of this.all) {
      if (seen.has(factory) || !factory.enabled(config)) continue;
      const provider = factory.fallback?.(settings, host);
      if (provider) chain.push(provider);
    }
    return chain;
  }

  /**
   * Who resumes each session type (`SessionContext.authType`): the factories' resumers (every
   * registered type: a resumer only narrows what a session may do) and the login providers that
   * resume their own sessions; a type with neither is resumed as an external login.
   */
  sessionResumers(host: SessionHost, loginProviders: readonly AuthenticationProvider[]): SessionResumers {
    const resumers = new Map<string, SessionResumer>();
    for (const factory of this.all) {
      if (!factory.sessions) continue;
      const resumer = factory.sessions(host);
      for (const type of factory.sessionTypes ?? factory.types) resumers.set(type, resumer);
    }
    for (const provider of loginProviders) {
      const { resume } = provider;
      if (!resume) continue;
      for (const type of provider.sessionTypes ?? [provider.type])
        resumers.set(type, { resume: resume.bind(provider) });
    }
    return (type) => resumers.get(type) ?? externalSessions;
  }

  /** The providers asked before config.yml's domains (an API token's), in registration order. */
  firstProviders(host: ProviderHost): FirstProvider[] {
    return [...this.all].flatMap((factory) => {
      const provider = factory.first?.(host);
      return provider ? [provider] : [];
    });
  }

  /** What the registered methods declare about themselves (their folders' method.ts), in registration order. */
  methods(): SignInMethod[] {
    return [...this.all].flatMap((factory) => (factory.method ? [factory.method] : []));
  }

  /** The login providers (routes, log out) of the types dashboards.yml enables; built once at setup. */
  loginProviders(config: SecurityPluginConfig, host: LoginHost): AuthenticationProvider[] {
    return [...this.all].flatMap((factory) =>
      factory.login &&
      factory.enabled(config) &&
      (factory.loginRequires ?? []).every((capability) => host.capabilities.has(capability))
        ? [factory.login(host)]
        : []
    );
  }
}

export function defaultProviderRegistry(): ProviderRegistry {
  return (
    new ProviderRegistry()
      // In the order the configuration's messages list the `auth.type` values; a fallback (basic, jwt,
      // proxy, apitoken) is tried in this order too.
      .register(basicProviderFactory)
      .register(openIdProviderFactory)
      .register(jwtProviderFactory)
      .register(samlProviderFactory)
      .register(proxyProviderFactory)
      .register(kerberosProviderFactory)
      .register(clientCertProviderFactory)
      .register(anonymousProviderFactory)
      .register(passkeyProviderFactory)
      .register(apiTokenProviderFactory)
      .register(onBehalfOfProviderFactory)
  );
}

/**
 * The config.yml `authz` backend types this server knows (`authorization_backend.type` → factory);
 * another backend (LDAP) is one more entry.
 */
export const defaultAuthorizationBackends: Readonly<Record<string, AuthorizationBackendFactory>> = {
  // readAuthcSettings reads OpenSearch's other spelling, `intern`, as this one.
  internal: internalAuthorizationBackend,
};

/** The backend roles the config.yml `authz` backends add to an authenticated user's own. */
export async function withAuthorization(
  user: AuthorizationSubject,
  backends: readonly AuthorizationBackend[]
): Promise<string[]> {
  const roles = new Set(user.backendRoles);
  for (const backend of backends) for (const role of await backend.backendRoles(user)) roles.add(role);
  return [...roles];
}
