/** The audit pages' client: the audit configuration, how long events are kept, the events and their counts. */
import { AUDIT_AGGREGATE_PATH, type AuditAggregateResponse } from '../../../../../common/audit_insights';
import { AUDIT_RETENTION_PATH, type AuditRetentionResponse } from '../../../../../common/audit_retention';
import {
  AUDIT_EVENTS_MAX_PER_PAGE,
  type AuditCategory,
  AUDIT_EVENTS_PATH,
  type AuditEventsResponse,
} from '../../../../../common/audit';
import type { AuditConfig } from '../../../../../common/types';
import { pageQuery } from '../../../../utils/page_query';
import { CONFIGURATION_API_PREFIX, type ConfigurationApi, type SaveResult } from '../../api';

export const AUDIT_CONFIG_URL = `${CONFIGURATION_API_PREFIX}/audit`;

export interface AuditConfigResponse {
  /** Setting paths the administrator may not change here (e.g. 'audit.enable_rest' or '/audit/enable_rest'). */
  _readonly: string[];
  config: AuditConfig;
}

export interface AuditEventsQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  category?: AuditCategory;
  user?: string;
  /** Epoch milliseconds, or ISO / date math on now (`now-24h`), inclusive. */
  from?: number | string;
  to?: number | string;
  address?: string;
  authType?: string;
}

export class AuditApi {
  constructor(private readonly api: ConfigurationApi) {}

  /** The audit configuration and which of its setting paths the security plugin keeps read-only. */
  async getAuditConfig(): Promise<AuditConfigResponse> {
    const result = await this.api.http.get<Partial<AuditConfigResponse> | undefined>(AUDIT_CONFIG_URL);
    if (!result?.config) throw new Error('The server answered without an audit configuration.');
    return { _readonly: Array.isArray(result._readonly) ? result._readonly : [], config: result.config };
  }

  /** Replaces the whole audit configuration (the caller sends every setting, see toAuditSaveBody). */
  saveAuditConfig(config: AuditConfig): Promise<SaveResult> {
    return this.api.http.post<SaveResult>(`${AUDIT_CONFIG_URL}/config`, { body: JSON.stringify(config) });
  }

  /** How long audit events are kept, the oldest kept and each sink's health (`GET /api/v1/audit/retention`). */
  getAuditRetention(): Promise<AuditRetentionResponse> {
    return this.api.http.get<AuditRetentionResponse>(AUDIT_RETENTION_PATH);
  }

  /** One page of the audit log, newest first. */
  /** `background`: an auto-refresh, sent as a system request so it never extends the idle time. */
  async getAuditEvents(query: AuditEventsQuery = {}, background = false): Promise<AuditEventsResponse> {
    const { page, perPage, authType, ...filters } = query;
    const params = pageQuery(page, perPage, AUDIT_EVENTS_MAX_PER_PAGE, { ...filters, auth_type: authType });
    const result = await this.api.http.get<Partial<AuditEventsResponse> | undefined>(AUDIT_EVENTS_PATH, {
      query: params,
      ...(background ? { asSystemRequest: true } : {}),
    });
    return { total: result?.total ?? 0, events: result?.events ?? [] };
  }

  /** Counts of the audit log (`GET /api/v1/audit/aggregate`); blank filters are left out. */
  getAuditAggregate(
    params: Record<string, string | number | undefined>,
    background = false
  ): Promise<AuditAggregateResponse> {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query[key] = value;
    return this.api.http.get<AuditAggregateResponse>(AUDIT_AGGREGATE_PATH, {
      query,
      ...(background ? { asSystemRequest: true } : {}),
    });
  }
}
