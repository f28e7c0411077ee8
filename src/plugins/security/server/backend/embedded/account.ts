import type { ServerText } from '../../../../../core/server';
import type { EffectivePermissions, ExplainResponse } from '../../../common/explain';
import { copyAccount, type RoleLike, type ServerAccountInfo } from '../permissions/account';
import type { Principal } from '../permissions/role_mappings';
import type { AccountBackend, ResolveOptions, TokenGrant } from '../types';
import type { BackendContext } from './backend_context';
import type * as Explain from '../permissions/explain_access';
import { effectivePermissions } from '../permissions/effective_permissions';
import type { Tenancy } from '../permissions/tenant_selection';

/** What a principal may do, from the cached configuration snapshot of the current version. */
export class EmbeddedAccounts implements AccountBackend {
  constructor(private readonly ctx: BackendContext) {}

  cacheGeneration(): number {
    return this.ctx.cacheGeneration();
  }

  async resolveAccount(principal: Principal, options: ResolveOptions = {}): Promise<ServerAccountInfo> {
    const account = (await this.ctx.current(undefined, options.configVersion)).account(
      principal,
      this.ctx.accountOptions()
    );
    return {
      ...copyAccount(account),
      ...(options.requestedTenant !== undefined ? { user_requested_tenant: options.requestedTenant } : {}),
    };
  }

  async resolveTokenAccount(
    principal: Principal,
    token: TokenGrant,
    options: ResolveOptions = {}
  ): Promise<ServerAccountInfo> {
    const snapshot = await this.ctx.current(undefined, options.configVersion);
    return copyAccount(snapshot.tokenAccount(principal, token, this.ctx.accountOptions()));
  }

  async tokenPermissionsBeyond(principal: Principal, token: RoleLike): Promise<string[]> {
    const snapshot = await this.ctx.current();
    // A creator in the read-only mode writes in no tenant, so a token of theirs may not either (issue 68.4).
    const readOnly = snapshot.account(principal, this.ctx.accountOptions()).readonly;
    return snapshot.tokenPermissionsBeyond(principal, token, readOnly);
  }

  async allowsClusterAction(principal: Principal, action: string, token?: TokenGrant): Promise<boolean> {
    return (await this.ctx.current()).allowsClusterAction(principal, action, token);
  }

  async explain(principal: Principal, ask: Explain.ExplainAsk, tenancy: Tenancy): Promise<ExplainResponse<ServerText>> {
    // The explanations and their texts (about 35 KB of code) are loaded with the first "Explain access".
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use
    const { explainAccess } = require('../permissions/explain_access') as typeof Explain;
    return explainAccess((await this.ctx.current()).evaluate(principal, this.ctx.accountOptions()), ask, tenancy);
  }

  async effectivePermissions(principal: Principal, tenancy: Tenancy): Promise<EffectivePermissions> {
    return effectivePermissions((await this.ctx.current()).evaluate(principal, this.ctx.accountOptions()), tenancy);
  }

  purgeCache(): Promise<void> {
    return this.ctx.purgeCache();
  }

  userCacheGeneration(username: string): number {
    return this.ctx.userFlushes.of(username);
  }

  purgeUserCache(username: string): Promise<void> {
    return this.ctx.purgeUserCache(username);
  }
}
