import type { AllowlistConfig, SecurityConfig } from '../../../common/types';
import { badRequest } from '../errors';
import type { AuditActor, SecurityDocumentsBackend } from '../types';
import { checkAllowlist, checkSecurityConfig, formatProblems } from '../validation';
import type { BackendContext } from './backend_context';
import { checkSecurityConfigTenancy } from './tenancy_rules';

/** config.yml and the allowlist, each one stored document. */
export class EmbeddedDocuments implements SecurityDocumentsBackend {
  constructor(private readonly ctx: BackendContext) {}

  async getSecurityConfig(): Promise<SecurityConfig> {
    return structuredClone((await this.ctx.current()).config);
  }

  async updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void> {
    const problems = checkSecurityConfig(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    checkSecurityConfigTenancy(config, (await this.ctx.current()).tenants, this.ctx.tenancyDefaults);
    await this.ctx.writeDocument('config', config, actor);
  }

  async getAllowlist(): Promise<AllowlistConfig> {
    return (await this.ctx.repository.getDocument<AllowlistConfig>('allowlist')) ?? { enabled: false, requests: {} };
  }

  async updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAllowlist(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    await this.ctx.writeDocument(
      'allowlist',
      { enabled: config.enabled === true, requests: config.requests ?? {} },
      actor
    );
  }
}
