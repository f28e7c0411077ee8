import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../../../../core/public';
import { ConfigurationApi } from '../../api';
import { breadcrumbsFor, matchRoute } from '../../routes';
import { auditConfig } from './audit_test_fakes';
import { AuditApi } from './audit_api';

function fakeHttp(answer: unknown = {}) {
  const call = jest.fn(async (_path: string, _options?: { query?: Record<string, unknown>; body?: string }) => answer);
  return { http: { get: call, post: call } as unknown as HttpStart, call };
}

describe('AuditApi: the audit calls', () => {
  it('reads the audit configuration with its read-only paths', async () => {
    const { http, call } = fakeHttp({ _readonly: ['/audit/enable_rest'], config: auditConfig() });
    expect(await new ConfigurationApi(http).feature(AuditApi).getAuditConfig()).toEqual({
      _readonly: ['/audit/enable_rest'],
      config: auditConfig(),
    });
    expect(call).toHaveBeenCalledWith('/api/v1/configuration/audit');
  });

  it('fails the read when the answer holds no configuration (the page then shows the fetch error)', async () => {
    const { http } = fakeHttp({});
    await expect(new ConfigurationApi(http).feature(AuditApi).getAuditConfig()).rejects.toThrow();
  });

  it('replaces the configuration with a POST of the whole object', async () => {
    const { http, call } = fakeHttp({ status: 'OK', message: "'config' updated." });
    await new ConfigurationApi(http).feature(AuditApi).saveAuditConfig(auditConfig());
    expect(call).toHaveBeenCalledWith('/api/v1/configuration/audit/config', { body: JSON.stringify(auditConfig()) });
  });

  it('asks for a page of audit events with the server names of the filters, leaving blank ones out', async () => {
    const { http, call } = fakeHttp({ total: 3, events: [] });
    const api = new ConfigurationApi(http).feature(AuditApi);
    expect(
      await api.getAuditEvents({ page: 2, perPage: 20, category: 'FAILED_LOGIN', user: 'kim', from: 1000, to: 2000 })
    ).toEqual({
      total: 3,
      events: [],
    });
    expect(call).toHaveBeenLastCalledWith('/api/v1/audit/events', {
      query: { page: 2, per_page: 20, category: 'FAILED_LOGIN', user: 'kim', from: 1000, to: 2000 },
    });
    await api.getAuditEvents({ page: 1, perPage: 5000, user: '' });
    expect(call).toHaveBeenLastCalledWith('/api/v1/audit/events', { query: { page: 1, per_page: 1000 } });
  });
});

describe('audit routes (SPEC 2.1)', () => {
  it.each([
    ['/edit/generalSettings', 'auditGeneralSettings'],
    ['/auditLogging/edit/generalSettings', 'auditGeneralSettings'],
    ['/edit/complianceSettings', 'auditComplianceSettings'],
    ['/auditLogging/edit/complianceSettings', 'auditComplianceSettings'],
    ['/auditLogging/events', 'auditEvents'],
  ])('%s opens %s in the audit section', (path, page) => {
    expect(matchRoute(path)).toMatchObject({ page, section: 'auditLogging' });
  });
});

describe('audit breadcrumbs', () => {
  it('places the events and edit pages under Audit logs', () => {
    expect(breadcrumbsFor(matchRoute('/auditLogging/events')).map((c) => c.text)).toEqual([
      'Security',
      'Audit logs',
      'Audit events',
    ]);
    expect(breadcrumbsFor(matchRoute('/edit/generalSettings')).map((c) => c.text)).toEqual([
      'Security',
      'Audit logs',
      'General settings',
    ]);
    expect(breadcrumbsFor(matchRoute('/edit/complianceSettings'))[1]).toEqual({
      text: 'Audit logs',
      path: '/auditLogging',
    });
  });
});
