/** The Tenants page's client: the tenancy settings and the session's tenant. */
import { TENANCY_CONFIG_PATH, type TenancyConfig } from '../../../../../common/tenancy';
import { SecurityApi } from '../../../../apis/security_api';
import type { ConfigurationApi } from '../../api';

export class TenancyApi {
  constructor(private readonly api: ConfigurationApi) {}

  getTenancyConfig(): Promise<TenancyConfig> {
    return this.api.http.get<TenancyConfig>(TENANCY_CONFIG_PATH);
  }

  /** Resolves with the settings as the server stored them (the default tenant in its canonical spelling). */
  async updateTenancyConfig(config: TenancyConfig): Promise<TenancyConfig> {
    const stored = await this.api.http.put<TenancyConfig | undefined>(TENANCY_CONFIG_PATH, {
      body: JSON.stringify(config),
    });
    return stored && typeof stored === 'object' ? stored : config;
  }

  /** The session's tenant: '' global, '__user__' private, else the custom tenant's name. */
  getCurrentTenant(): Promise<string> {
    return new SecurityApi(this.api.http).getCurrentTenant();
  }

  /** Makes `tenant` the session's tenant (same values as getCurrentTenant); resolves with the one selected. */
  selectTenant(tenant: string, username: string): Promise<string> {
    return new SecurityApi(this.api.http).selectTenant(tenant, username);
  }
}
