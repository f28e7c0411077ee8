/** Helpers for tests that read the audit log of a whole test server. */
import { expect } from '@jest/globals';
import type { AuditEvent, AuditEventsResponse } from '../../common/audit';
import type { AuditConfig } from '../../common/types';
import type { SecurityTestServer } from './security_test_server';
import { queryStoreOf } from './store_file';

/** The audit configuration as the Audit logging page sends it: `(config) => { …change it… }`. */
export async function changeAuditConfig(
  s: SecurityTestServer,
  change: (config: AuditConfig & { audit: any; compliance: any }) => void
) {
  const current = (await s.admin('GET', '/api/v1/configuration/audit')).body.config;
  change(current);
  const res = await s.admin('POST', '/api/v1/configuration/audit/config', current);
  expect(res.status).toBe(200);
}

export async function setAuditConfig(s: SecurityTestServer, config: AuditConfig) {
  const res = await s.admin('POST', '/api/v1/configuration/audit/config', config);
  expect(res.status).toBe(200);
}

/** Moves the test clock on and answers the new time: events from then on are the test's own. */
export function mark(s: SecurityTestServer): number {
  s.clock.advance(1000);
  return s.clock.now;
}

/** The audit events API, as admin. */
export async function auditEvents(
  s: SecurityTestServer,
  query: Record<string, string | number> = {}
): Promise<AuditEventsResponse> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const res = await s.admin('GET', `/api/v1/audit/events?${search}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Events of one category since a mark, oldest first (easier to read in a test). */
export async function eventsSince(s: SecurityTestServer, from: number, category: string): Promise<AuditEvent[]> {
  return (await auditEvents(s, { from, category, per_page: 1000 })).events.reverse();
}

/** Every stored row, straight from SQLite on another connection (as an auditor with the file would read it). */
export async function rawAuditRows(s: SecurityTestServer): Promise<Array<Record<string, unknown>>> {
  return (await queryStoreOf(s, 'SELECT * FROM security_audit_events ORDER BY id')).rows;
}

/**
 * The most talkative audit settings there are: every category, request bodies, sensitive headers
 * not excluded, full diffs, nobody ignored. Even so, no credential may reach the log.
 */
export const VERBOSE_AUDIT = {
  enabled: true,
  audit: {
    enable_rest: true,
    disabled_rest_categories: [],
    enable_transport: true,
    disabled_transport_categories: [],
    resolve_bulk_requests: true,
    log_request_body: true,
    resolve_indices: true,
    exclude_sensitive_headers: false,
    ignore_users: [],
    ignore_requests: [],
  },
  compliance: {
    enabled: true,
    internal_config: true,
    external_config: true,
    read_metadata_only: false,
    read_ignore_users: [],
    read_watched_fields: {},
    write_metadata_only: false,
    write_log_diffs: true,
    write_watched_indices: [],
    write_ignore_users: [],
  },
};
