/** Used by tests only: an audit configuration like the server's, and an in-memory audit API. */
import type { AuditAggregateResponse, AuditTermField } from '../../../../../common/audit_insights';
import { jest } from '@jest/globals';
import type { AuditEvent } from '../../../../../common/audit';
import type { AuditRetentionResponse } from '../../../../../common/audit_retention';
import type { AuditConfig } from '../../../../../common/types';
import type { ConfigurationApi } from '../../api';
import type { AuditConfigResponse, AuditEventsQuery } from './audit_api';
import { createPageProps } from '../../test_fakes';
import type { PageProps } from '../../types';

export function auditConfig(): AuditConfig {
  return {
    enabled: true,
    audit: {
      enable_rest: true,
      disabled_rest_categories: ['AUTHENTICATED', 'GRANTED_PRIVILEGES'],
      enable_transport: false,
      disabled_transport_categories: [],
      resolve_bulk_requests: false,
      log_request_body: true,
      resolve_indices: true,
      exclude_sensitive_headers: true,
      ignore_users: ['kibanaserver'],
      ignore_requests: [],
    },
    compliance: {
      enabled: true,
      internal_config: true,
      external_config: false,
      read_metadata_only: true,
      read_ignore_users: ['kibanaserver'],
      read_watched_fields: {},
      write_metadata_only: true,
      write_log_diffs: false,
      write_ignore_users: ['kibanaserver', 'logstash', 'beats', 'backup'],
      write_watched_indices: [],
    },
  };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function createAuditApi(initial: AuditConfigResponse | Error = { _readonly: [], config: auditConfig() }) {
  let stored = initial instanceof Error ? undefined : clone(initial);
  const api = {
    getAuditConfig: jest.fn(async (): Promise<AuditConfigResponse> => {
      if (!stored) throw initial;
      return clone(stored);
    }),
    saveAuditConfig: jest.fn(async (config: AuditConfig) => {
      if (stored) stored = { ...stored, config: clone(config) };
      return { status: 'OK', message: "'config' updated." };
    }),
    getAuditRetention: jest.fn(async (): Promise<AuditRetentionResponse> => ({
      max_age: '90d',
      max_events: null,
      oldest_event: '2031-03-03T10:00:00.000Z',
      summary: 'Events are kept for 90 days.',
      sinks: [],
    })),
    getAuditEvents: jest.fn(async (_query: AuditEventsQuery, _background?: boolean) => ({
      total: 0,
      events: [] as AuditEvent[],
    })),
    getAuditAggregate: jest.fn(
      async (
        params: Record<string, string | number | undefined>,
        _background?: boolean
      ): Promise<AuditAggregateResponse> => ({
        range: { from: '', to: '' },
        total: 0,
        ...(params.type === 'terms'
          ? { terms: { field: params.field as AuditTermField, buckets: [], other: 0 } }
          : { histogram: { interval: '1h', interval_ms: 3_600_000, buckets: [] } }),
      })
    ),
    // The page asks its feature's client of the api it is given: this bag (see test_fakes.ts).
    feature(this: unknown) {
      return this;
    },
  };
  return api;
}

export type FakeAuditApi = ReturnType<typeof createAuditApi>;

export function auditPageProps(api: FakeAuditApi, overrides: Partial<PageProps> = {}) {
  const page = createPageProps({ api: api as unknown as ConfigurationApi, ...overrides });
  return { ...page, api };
}
