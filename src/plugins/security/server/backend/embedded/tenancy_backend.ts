import type { SecurityConfig } from '../../../common/types';
import type { AtVersion, AuditActor, TenancyBackend, TenancyConfig } from '../types';
import type { BackendContext } from './backend_context';
import { checkTenancyConfig, tenancyOf, withTenancy } from './tenancy_rules';

/** The multitenancy settings, kept in config.yml's `dynamic.kibana` (tenants themselves are entries). */
export class EmbeddedTenancy implements TenancyBackend {
  constructor(private readonly ctx: BackendContext) {}

  async getTenancyConfig(options: AtVersion = {}): Promise<TenancyConfig> {
    return { ...(await this.ctx.current(undefined, options.configVersion)).tenancy };
  }

  async updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig> {
    let stored!: TenancyConfig;
    let before!: SecurityConfig;
    let after!: SecurityConfig;
    await this.ctx.write(
      async (repository) => {
        // Inside the write, so the tenant named as the default cannot be deleted meanwhile.
        const snapshot = await this.ctx.current(repository);
        stored = checkTenancyConfig(config, snapshot.tenants);
        before = snapshot.config;
        after = withTenancy(before, stored);
        await repository.putDocument('config', after);
      },
      actor,
      () => ({ resource: 'config', name: 'config', before, after })
    );
    // As stored: a PUT that left the preferred tenants out answers the ones kept.
    return tenancyOf(after);
  }
}
