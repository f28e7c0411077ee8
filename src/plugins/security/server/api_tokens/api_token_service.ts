import { HttpError } from '../../../../core/server';
import {
  API_TOKEN_BEYOND_CREATOR_MESSAGE,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_NAME_TAKEN_MESSAGE,
  apiTokenTooLongMessage,
  daysToSeconds,
  type ApiTokenPermissions,
  type CreateApiTokenResponse,
} from '../../common/api_tokens';
import type { SecurityPluginConfig } from '../config_schema';
import type { Principal } from '../backend/permissions/role_mappings';
import { API_TOKENS, requirePart } from '../backend/capabilities';
import type { SecurityBackend } from '../backend/types';
import type { CreateApiTokenBody } from './schemas';
import type { ApiTokenStore } from './token_store';

export interface ApiTokenServiceDeps {
  config: SecurityPluginConfig;
  tokens(): ApiTokenStore;
  backend(): SecurityBackend;
  now(): number;
}

/** The role format with every list present. */
export function permissionsOf(body: Omit<CreateApiTokenBody, 'name' | 'duration_seconds'>): ApiTokenPermissions {
  return {
    cluster_permissions: [...(body.cluster_permissions ?? [])],
    index_permissions: (body.index_permissions ?? []).map((permission) => ({
      index_patterns: [...permission.index_patterns],
      allowed_actions: [...permission.allowed_actions],
      fls: [...(permission.fls ?? [])],
      masked_fields: [...(permission.masked_fields ?? [])],
      ...(permission.dls ? { dls: permission.dls } : {}),
    })),
    tenant_permissions: (body.tenant_permissions ?? []).map((permission) => ({
      tenant_patterns: [...permission.tenant_patterns],
      allowed_actions: [...permission.allowed_actions],
    })),
  };
}

/** Creating a token (for the web API and the REST listener): the checks, then the store. */
export class ApiTokenService {
  constructor(private readonly deps: ApiTokenServiceDeps) {}

  /** The server's clock (a test's own): expirations given as a time are measured on it. */
  now(): number {
    return this.deps.now();
  }

  /**
   * A token for `creator`: 400 for a name they already use or a lifetime beyond the maximum, 403
   * naming what it would grant beyond the creator's own roles (action groups expanded).
   */
  async create(creator: Principal, body: CreateApiTokenBody): Promise<CreateApiTokenResponse> {
    const name = body.name.trim();
    if (!name) throw new HttpError(400, '[name] must not be empty.');
    const max = this.deps.config.api_tokens.max_duration_seconds;
    const seconds = body.duration_seconds ?? Math.min(daysToSeconds(API_TOKEN_DEFAULT_DAYS), max);
    if (seconds > max) throw new HttpError(400, apiTokenTooLongMessage(max));
    const permissions = permissionsOf(body);
    const beyond = await requirePart(this.deps.backend().tokens, API_TOKENS).tokenPermissionsBeyond(
      creator,
      permissions
    );
    if (beyond.length) throw new HttpError(403, `${API_TOKEN_BEYOND_CREATOR_MESSAGE}: ${beyond.join(', ')}.`);
    const tokens = this.deps.tokens();
    const owner = { name: creator.user_name, internal: creator.is_internal_user };
    if (await tokens.nameTaken(owner, name)) throw new HttpError(400, API_TOKEN_NAME_TAKEN_MESSAGE);
    const created = await tokens.create({
      owner: owner.name,
      internalOwner: owner.internal,
      name,
      permissions,
      expiresAt: this.deps.now() + seconds * 1000,
      maxPerOwner: this.deps.config.api_tokens.max_per_user,
    });
    return {
      id: created.id,
      name: created.name,
      token: created.token,
      expires_at: new Date(created.expiresAt).toISOString(),
    };
  }
}
