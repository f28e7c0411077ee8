import { TEST_STORES } from '../../../../../core/server/test_utils';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditAggregateQuery, AuditEventInput } from '../types';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { createSeededBackend, createTestStore, type TestStore } from './test_utils/test_store';

const T0 = Date.UTC(2031, 5, 1);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** [minutes after T0, category, user, address, details]: the counts below are worked out from these by hand. */
const EVENTS: Array<[number, AuditEventInput['category'], string | null, string, Record<string, unknown>]> = [
  [-1 / 60_000, 'FAILED_LOGIN', 'alice', '10.0.0.1', { reason: 'invalid_credentials', auth_type: 'basicauth' }],
  [10, 'FAILED_LOGIN', 'alice', '10.0.0.1', { reason: 'invalid_credentials', auth_type: 'basicauth' }],
  [20, 'FAILED_LOGIN', 'alice', '10.0.0.1', { reason: 'invalid_credentials', auth_type: 'basicauth' }],
  [70, 'FAILED_LOGIN', 'bob', '10.0.0.2', { reason: 'jwt_expired', auth_type: 'jwt' }],
  [80, 'AUTHENTICATED', 'alice', '10.0.0.1', { via: 'login', auth_type: 'basicauth' }],
  [130, 'MISSING_PRIVILEGES', 'bob', '10.0.0.2', { reason: 'tenant', tenant: 'finance', status: 403 }],
  [135, 'FAILED_LOGIN', null, '10.0.0.3', { reason: 'invalid_credentials', auth_type: 'basicauth' }],
  [300, 'GRANTED_PRIVILEGES', 'alice', '10.0.0.1', { status: 200 }],
  [48 * 60, 'FAILED_LOGIN', 'alice', '10.0.0.1', { reason: 'invalid_credentials', auth_type: 'basicauth' }],
];

// Two days from T0: the auto interval is one hour (48 buckets at most).
const RANGE = { from: T0, to: T0 + 48 * HOUR - 1 };

describe.each(TEST_STORES)('audit aggregations in the store on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  let clock = T0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store, { now: () => clock });
    const { config } = await backend.getAuditConfig();
    await backend.updateAuditConfig({ ...config, audit: { ...config.audit, disabled_rest_categories: [] } });
    for (const [minutes, category, user, address, details] of EVENTS) {
      clock = T0 + Math.round(minutes * MIN);
      await backend.audit({
        category,
        user,
        request: { remote_address: address, method: 'GET', path: '/api/v1/x' },
        details,
      });
    }
  });
  afterAll(() => store.cleanup());

  const terms = (field: Extract<AuditAggregateQuery, { type: 'terms' }>['field'], filters = {}, size = 10) =>
    backend.aggregateAuditEvents({ type: 'terms', field, size, filters, ...RANGE });

  it('a date histogram by category: hourly buckets over two days, only those with events', async () => {
    const answer = await backend.aggregateAuditEvents({ type: 'histogram', filters: {}, ...RANGE });
    expect(answer).toEqual({
      range: { from: '2031-06-01T00:00:00.000Z', to: '2031-06-02T23:59:59.999Z' },
      total: 7,
      histogram: {
        interval: '1h',
        interval_ms: HOUR,
        buckets: [
          { key: T0, key_as_string: '2031-06-01T00:00:00.000Z', count: 2, by_category: { FAILED_LOGIN: 2 } },
          {
            key: T0 + HOUR,
            key_as_string: '2031-06-01T01:00:00.000Z',
            count: 2,
            by_category: { FAILED_LOGIN: 1, AUTHENTICATED: 1 },
          },
          {
            key: T0 + 2 * HOUR,
            key_as_string: '2031-06-01T02:00:00.000Z',
            count: 2,
            by_category: { FAILED_LOGIN: 1, MISSING_PRIVILEGES: 1 },
          },
          {
            key: T0 + 5 * HOUR,
            key_as_string: '2031-06-01T05:00:00.000Z',
            count: 1,
            by_category: { GRANTED_PRIVILEGES: 1 },
          },
        ],
      },
    });
  });

  it('a histogram picks a finer interval for a shorter range, and honours the filters', async () => {
    const short = await backend.aggregateAuditEvents({
      type: 'histogram',
      filters: { user: 'alice', outcome: 'failure' },
      from: T0,
      to: T0 + HOUR - 1,
    });
    expect(short.histogram?.interval).toBe('1m');
    expect(short.histogram?.buckets.map((b) => [b.key - T0, b.count])).toEqual([
      [10 * MIN, 1],
      [20 * MIN, 1],
    ]);
    const jwt = await backend.aggregateAuditEvents({ type: 'histogram', filters: { auth_type: 'jwt' }, ...RANGE });
    expect(jwt.total).toBe(1);
    expect(jwt.histogram?.buckets.map((b) => [b.key, b.by_category])).toEqual([[T0 + HOUR, { FAILED_LOGIN: 1 }]]);
    const tenant = await backend.aggregateAuditEvents({
      type: 'histogram',
      filters: { tenant: 'finance', address: '10.0.0.2', category: 'MISSING_PRIVILEGES' },
      ...RANGE,
    });
    expect(tenant.histogram?.buckets.map((b) => [b.key, b.count])).toEqual([[T0 + 2 * HOUR, 1]]);
  });

  it('top terms of each field, most events first, events without a value as null', async () => {
    expect((await terms('user')).terms).toEqual({
      field: 'user',
      buckets: [
        { key: 'alice', count: 4 },
        { key: 'bob', count: 2 },
        { key: null, count: 1 },
      ],
      other: 0,
    });
    expect((await terms('auth_type')).terms?.buckets).toEqual([
      { key: 'basicauth', count: 4 },
      { key: null, count: 2 },
      { key: 'jwt', count: 1 },
    ]);
    expect((await terms('tenant')).terms?.buckets).toEqual([
      { key: null, count: 6 },
      { key: 'finance', count: 1 },
    ]);
    expect((await terms('outcome')).terms?.buckets).toEqual([
      { key: 'failure', count: 5 },
      { key: 'success', count: 2 },
    ]);
    expect((await terms('address', { category: 'FAILED_LOGIN' })).terms?.buckets).toEqual([
      { key: '10.0.0.1', count: 2 },
      { key: '10.0.0.2', count: 1 },
      { key: '10.0.0.3', count: 1 },
    ]);
    expect((await terms('category', { user: 'alice' })).terms?.buckets).toEqual([
      { key: 'FAILED_LOGIN', count: 2 },
      { key: 'AUTHENTICATED', count: 1 },
      { key: 'GRANTED_PRIVILEGES', count: 1 },
    ]);
  });

  it('top N cuts the list and counts the rest as other', async () => {
    const failing = await terms('user', { outcome: 'failure' }, 1);
    expect(failing.total).toBe(5);
    expect(failing.terms).toEqual({ field: 'user', buckets: [{ key: 'alice', count: 2 }], other: 3 });
    const succeeded = await terms('address', { outcome: 'success' });
    expect(succeeded.terms?.buckets).toEqual([{ key: '10.0.0.1', count: 2 }]);
  });

  it('a filter value is data, never SQL', async () => {
    const answer = await terms('user', { user: "alice' OR '1'='1" });
    expect(answer.total).toBe(0);
    expect(answer.terms).toEqual({ field: 'user', buckets: [], other: 0 });
  });

  it('reads the range through the insights indexes', async () => {
    const [plan] =
      dialect === 'sqlite'
        ? [
            (
              await store.query<{ detail: string }>(
                `EXPLAIN QUERY PLAN SELECT "user", COUNT(*) FROM security_audit_events WHERE timestamp >= 0 AND timestamp <= 1 AND category IN ('FAILED_LOGIN') GROUP BY "user"`
              )
            )
              .map((r) => r.detail)
              .join(' '),
          ]
        : [
            (
              await store.query<{ indexname: string }>(
                `SELECT indexname FROM pg_indexes WHERE tablename = 'security_audit_events' ORDER BY indexname`
              )
            )
              .map((r) => r.indexname)
              .join(' '),
          ];
    expect(plan).toMatch(/security_audit_events_insights_by_(category|time)/);
  });
});
