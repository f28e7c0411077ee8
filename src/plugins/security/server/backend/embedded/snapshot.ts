import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { ActionGroup, AuditConfig, Role, RoleMapping, SecurityConfig, Tenant } from '../../../common/types';
import { expandActions } from '../permissions/action_groups';
import { apiEndpoints } from '../permissions/api_access';
import { grantedEndpoints, type GrantedPart } from '../permissions/api_grants';
import {
  resolveAccount,
  definedRoles,
  wireTenants,
  type RoleLike,
  type AccountOptions,
  type PermissionModel,
  type ServerAccountInfo,
  type TenantGrants,
} from '../permissions/account';
import { RoleMappingIndex, type Principal } from '../permissions/role_mappings';
import { userVariables } from '../permissions/patterns';
import { permissionsBeyond, tokenModel, tokenPrivateTenant, withinCreator } from '../permissions/token_permissions';
import { evaluate, type Evaluation } from '../permissions/explain_evaluation';
import { clusterActionGrants } from '../permissions/action_access';
import { applicationAccess, applicationGrants, type ApplicationAccess } from '../permissions/applications';
import type { TenancyConfig, TokenGrant } from '../types';
import { auditSettingsOf, type AuditSettings } from './audit_policy';
import { normalizeEntry } from './entry_forms';
import type { Tracked } from './history_tracker';
import type { SecurityRepository } from './repository';
import { BUILT_IN_TENANCY_DEFAULTS, tenancyOf, type TenancyDefaults } from './tenancy_rules';

const ACCOUNT_MEMO_LIMIT = 10_000;

/**
 * The configuration that authorization reads on every request (roles, mappings, action groups,
 * tenants, config), loaded once per store version. Users are not held here: a login reads its
 * one row, so 100,000 users cost nothing until they log in.
 */
export class ConfigSnapshot {
  /** Resolved accounts by identity (`user`: whose, for a flush of one user's). */
  private readonly accounts = new Map<
    string,
    { user: string; account: Omit<ServerAccountInfo, 'user_requested_tenant'> }
  >();
  private readonly model: PermissionModel;
  /** The multitenancy settings in force: stored ones, else the server's defaults. */
  readonly tenancy: TenancyConfig;
  private auditSettings?: AuditSettings;

  private constructor(
    readonly version: number,
    readonly roles: Map<string, Role>,
    readonly actionGroups: Map<string, ActionGroup>,
    readonly tenants: Map<string, Tenant>,
    readonly config: SecurityConfig,
    private readonly auditConfig: AuditConfig | undefined,
    /** Every role mapping, hidden ones included, as stored (the index below is built from them). */
    readonly mappings: Map<string, RoleMapping>,
    private readonly tenancyDefaults: TenancyDefaults
  ) {
    const tenancy = tenancyOf(config, tenancyDefaults);
    this.tenancy = tenancy;
    this.model = {
      roles,
      actionGroups,
      mappings: new RoleMappingIndex(mappings),
      // A hidden tenant is, as every hidden entry, never named by the API: no pattern or name
      // reaches it, so no account lists it, no switch selects it and no saved object is kept in it.
      tenantNames: [...tenants].filter(([, tenant]) => tenant.hidden !== true).map(([name]) => name),
      multitenancyEnabled: tenancy.multitenancy_enabled,
      privateTenantEnabled: tenancy.private_tenant_enabled,
    };
  }

  /**
   * Reads the configuration through `repository`, which the caller gives on one transaction so
   * the version and the rows come from the same moment, even while another process writes.
   */
  static async load(
    repository: SecurityRepository,
    tenancyDefaults: TenancyDefaults = BUILT_IN_TENANCY_DEFAULTS
  ): Promise<ConfigSnapshot> {
    const version = await repository.version();
    const roles = new Map(await repository.all('roles'));
    const actionGroups = new Map(await repository.all('actiongroups'));
    const tenants = new Map(await repository.all('tenants'));
    const config = (await repository.getDocument<SecurityConfig>('config')) ?? { dynamic: {} };
    const audit = await repository.getDocument<AuditConfig>('audit');
    const mappings = new Map(await repository.all('rolesmapping'));
    return new ConfigSnapshot(version, roles, actionGroups, tenants, config, audit, mappings, tenancyDefaults);
  }

  /**
   * This configuration with `changes` made (a write's, not yet committed): the side after a write
   * as the evaluation would read it once committed, without reading every entry again.
   */
  withChanges(changes: readonly Tracked[]): ConfigSnapshot {
    const maps = {
      roles: new Map(this.roles),
      actiongroups: new Map(this.actionGroups),
      tenants: new Map(this.tenants),
      rolesmapping: new Map(this.mappings),
    };
    let config = this.config;
    let audit = this.auditConfig;
    for (const { kind, name, after } of changes) {
      if (kind === 'config') config = (after as SecurityConfig | undefined) ?? { dynamic: {} };
      else if (kind === 'audit') audit = after as AuditConfig | undefined;
      else if (kind in maps) {
        const map = maps[kind as keyof typeof maps] as Map<string, unknown>;
        if (after) map.set(name, normalizeEntry(kind as keyof typeof maps, after));
        else map.delete(name);
      }
    }
    const { roles, actiongroups, tenants, rolesmapping } = maps;
    return new ConfigSnapshot(-1, roles, actiongroups, tenants, config, audit, rolesmapping, this.tenancyDefaults);
  }

  /** The audit settings, parsed (patterns compiled) once per configuration version. */
  get audit(): AuditSettings {
    this.auditSettings ??= auditSettingsOf(this.auditConfig);
    return this.auditSettings;
  }

  /** Account resolution, remembered per identity until the configuration changes. */
  account(
    principal: Principal,
    options: Omit<AccountOptions, 'requestedTenant'>
  ): Omit<ServerAccountInfo, 'user_requested_tenant'> {
    const key = JSON.stringify([
      principal.user_name,
      principal.backend_roles,
      principal.opendistro_security_roles ?? [],
      principal.remote_address ?? '',
      principal.remote_host ?? '',
      principal.attributes ?? {},
      principal.is_internal_user,
    ]);
    let account = this.accounts.get(key)?.account;
    if (!account) {
      account = resolveAccount(principal, this.model, options);
      this.remember(key, principal.user_name, account);
    }
    return account;
  }

  /** Forgets the accounts resolved for `user` (a flush of that user's cache). */
  forgetUser(user: string): void {
    for (const [key, entry] of this.accounts) if (entry.user === user) this.accounts.delete(key);
  }

  private remember(key: string, user: string, account: Omit<ServerAccountInfo, 'user_requested_tenant'>): void {
    if (this.accounts.size >= ACCOUNT_MEMO_LIMIT) this.accounts.clear();
    this.accounts.set(key, { user, account });
  }

  /**
   * The account of a request made with an API token: its owner acting with the token's one role
   * only, remembered per token (`key`: its id and stored permissions) until the configuration changes.
   * A token never opens the security API, whatever its cluster permissions.
   */
  tokenAccount(
    principal: Principal,
    token: TokenGrant,
    options: Omit<AccountOptions, 'requestedTenant'>
  ): Omit<ServerAccountInfo, 'user_requested_tenant'> {
    const { creator } = token;
    const key = JSON.stringify([
      'token',
      token.key,
      principal.user_name,
      principal.remote_address ?? '',
      creator ? [creator.backend_roles, creator.opendistro_security_roles ?? [], creator.attributes ?? {}] : null,
    ]);
    let account = this.accounts.get(key)?.account;
    if (!account) {
      const resolved = resolveAccount(principal, tokenModel(this.model, token.role), { ...options, restApiRoles: [] });
      // The creator's private tenant only when the token itself grants it.
      let grants: TenantGrants = { named: resolved.tenant_grants.named, ...tokenPrivateTenant(this.model, token.role) };
      // A creator the store knows, as they are now: rights they lost are the token's no longer.
      const creatorAccount = creator ? resolveAccount(creator, this.model, options) : undefined;
      if (creatorAccount) grants = withinCreator(grants, creatorAccount.tenant_grants);
      account = {
        ...resolved,
        // A token's role has no app permissions of its own: it opens the apps its creator may use now.
        application_grants: creatorAccount?.application_grants ?? resolved.application_grants,
        // A creator in the read-only mode now: their token writes nothing either (issue 68.4).
        readonly: resolved.readonly || creatorAccount?.readonly === true,
        tenant_grants: grants,
        tenants: wireTenants(principal.user_name, grants),
        has_api_access: false,
        api_endpoints: [],
      };
      this.remember(key, principal.user_name, account);
    }
    return account;
  }

  /** What `token` would grant beyond the roles `principal` holds now (empty: nothing). */
  tokenPermissionsBeyond(principal: Principal, token: RoleLike, readOnly = false): string[] {
    const roles = this.model.mappings.resolve(principal);
    const held = definedRoles(roles, this.model).map(([, role]) => role);
    const variables = userVariables(principal.user_name, {
      roles,
      backendRoles: principal.backend_roles,
      attributes: principal.attributes,
    });
    const privateTenant = this.model.multitenancyEnabled && this.model.privateTenantEnabled;
    return permissionsBeyond(held, token, this.model.actionGroups, variables, privateTenant, readOnly);
  }

  /**
   * Whether `principal`'s roles grant the cluster `action` (an action group or a pattern covering
   * it counts); for a token, its one role must, and its creator's roles too when it has one.
   */
  allowsClusterAction(principal: Principal, action: string, token?: TokenGrant): boolean {
    const grants = (model: PermissionModel, who: Principal) =>
      clusterActionGrants(definedRoles(model.mappings.resolve(who), model), action, model.actionGroups).length > 0;
    if (!token) return grants(this.model, principal);
    return (
      grants(tokenModel(this.model, token.role), principal) && (!token.creator || grants(this.model, token.creator))
    );
  }

  /**
   * The security REST API endpoints that holding `roles` opens, decided as for a signed-in user
   * (every action group, hidden ones included, expanded; `restApiRoles` open every endpoint).
   */
  apiReach(roles: readonly string[], restApiRoles: readonly string[]): RestApiEndpoint[] {
    return apiEndpoints(roles, this.clusterActionsOf(roles), restApiRoles);
  }

  /** How holding `roles` opens the app `appId`, as a signed-in holder's application grants decide it. */
  appAccess(roles: readonly string[], appId: string): ApplicationAccess {
    return applicationAccess(applicationGrants(definedRoles(roles, this.model), this.model.actionGroups), appId);
  }

  /**
   * What holding `roles` hands out of the security REST API, as the write rule counts it
   * (`grantedEndpoints`), each part decided by its permission as `allowsClusterAction` decides it for a holder of them.
   */
  grantReach(roles: readonly string[], restApiRoles: readonly string[]): GrantedPart[] {
    const defined = definedRoles(roles, this.model);
    return grantedEndpoints(roles, this.clusterActionsOf(roles), restApiRoles, (permission) =>
      this.grantsCluster(defined, permission)
    );
  }

  /** What a role naming only the action group `group` would hand out, counted as `grantReach` counts a role. */
  groupReach(group: string): GrantedPart[] {
    const role: [string, RoleLike] = [group, { cluster_permissions: [group], tenant_permissions: [] }];
    return grantedEndpoints([], [...expandActions([group], this.model.actionGroups)], [], (permission) =>
      this.grantsCluster([role], permission)
    );
  }

  private grantsCluster(roles: ReadonlyArray<[string, RoleLike]>, permission: string): boolean {
    return clusterActionGrants(roles, permission, this.model.actionGroups).length > 0;
  }

  /** The cluster permissions of `roles` with every action group expanded (the groups' names kept), as the evaluation reads them. */
  private clusterActionsOf(roles: readonly string[]): string[] {
    const permissions = definedRoles(roles, this.model).flatMap(([, role]) => role.cluster_permissions);
    return [...expandActions(permissions, this.model.actionGroups)];
  }

  /** The security roles `principal` holds here, by every mapping (hidden ones included) and its own. */
  rolesOf(principal: Principal): string[] {
    return this.model.mappings.resolve(principal);
  }

  /**
   * The account of `principal` resolved by the enforcing code with a trace (the access explainer):
   * never memoized, since it is asked for rarely and carries the reasons.
   */
  evaluate(principal: Principal, options: Omit<AccountOptions, 'requestedTenant'>): Evaluation {
    return evaluate(this.model, principal, options);
  }
}
