import type { AccountInfo, ActionGroup, Role, SecurityConfig, Tenant } from '../../../common/types';
import { resolveAccount, type AccountOptions, type PermissionModel } from '../permissions/account';
import { RoleMappingIndex, type Principal } from '../permissions/role_mappings';
import type { TenancyConfig } from '../types';
import type { SecurityRepository } from './repository';

const ACCOUNT_MEMO_LIMIT = 10_000;

export function tenancyOf(config: SecurityConfig | undefined): TenancyConfig {
  const kibana = config?.dynamic?.kibana ?? {};
  return {
    multitenancy_enabled: kibana.multitenancy_enabled !== false,
    private_tenant_enabled: kibana.private_tenant_enabled !== false,
    default_tenant: typeof kibana.default_tenant === 'string' ? kibana.default_tenant : '',
  };
}

/**
 * The configuration that authorization reads on every request (roles, mappings, action groups,
 * tenants, config), loaded once per store version. Users are not held here: a login reads its
 * one row, so 100,000 users cost nothing until they log in.
 */
export class ConfigSnapshot {
  private readonly accounts = new Map<string, Omit<AccountInfo, 'user_requested_tenant'>>();
  private readonly model: PermissionModel;

  private constructor(
    readonly version: number,
    readonly roles: Map<string, Role>,
    readonly actionGroups: Map<string, ActionGroup>,
    readonly tenants: Map<string, Tenant>,
    readonly config: SecurityConfig,
    mappings: RoleMappingIndex
  ) {
    const tenancy = tenancyOf(config);
    this.model = {
      roles,
      actionGroups,
      mappings,
      tenantNames: [...tenants.keys()],
      multitenancyEnabled: tenancy.multitenancy_enabled,
      privateTenantEnabled: tenancy.private_tenant_enabled,
    };
  }

  static load(repository: SecurityRepository, db: { transaction<T>(fn: () => T): () => T }): ConfigSnapshot {
    // One read transaction: the version and the rows come from the same moment, even while
    // another process writes.
    return db.transaction(
      () =>
        new ConfigSnapshot(
          repository.version(),
          new Map(repository.all('roles')),
          new Map(repository.all('actiongroups')),
          new Map(repository.all('tenants')),
          repository.getDocument<SecurityConfig>('config') ?? { dynamic: {} },
          new RoleMappingIndex(repository.all('rolesmapping'))
        )
    )();
  }

  get tenancy(): TenancyConfig {
    return tenancyOf(this.config);
  }

  /** Account resolution, remembered per identity until the configuration changes. */
  account(principal: Principal, options: Omit<AccountOptions, 'requestedTenant'>): Omit<AccountInfo, 'user_requested_tenant'> {
    const key = JSON.stringify([
      principal.user_name,
      principal.backend_roles,
      principal.opendistro_security_roles ?? [],
      principal.remote_address ?? '',
      principal.remote_host ?? '',
      principal.attributes ?? {},
      principal.is_internal_user,
    ]);
    let account = this.accounts.get(key);
    if (!account) {
      account = resolveAccount(principal, this.model, options);
      if (this.accounts.size >= ACCOUNT_MEMO_LIMIT) this.accounts.clear();
      this.accounts.set(key, account);
    }
    return account;
  }
}
