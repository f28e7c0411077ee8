/**
 * Issue 74: the Check access page's explanations (notes, misses, fixes, the API-access reason)
 * come in the reader's language (`i18n.locale`, `?i18n-locale=`), with the names in them as they
 * are; a caller naming English reads the sentences of before, word for word (and one naming no
 * language on a server left in English: explain.integration.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExplainResponse } from '../../common/explain';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { seedExplainFixtures, DANA, KIM } from '../test_utils/explain_fixtures';

describe('GET /api/v1/explain in the reader’s language', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: { 'i18n.locale': 'de-DE', 'opensearch_security.login.max_failures': 1000 },
    });
    await seedExplainFixtures(s);
  });
  afterAll(() => s?.stop());

  const explain = async (query: Record<string, string>): Promise<ExplainResponse> => {
    const res = await s.admin('GET', `/api/v1/explain?${new URLSearchParams(query)}`);
    expect([res.status, res.text.slice(0, 300)]).toEqual([200, expect.any(String)]);
    return res.body;
  };
  const denial = { user: DANA.name, action: 'write', index: 'logs-2024' };
  const tenantAsk = { user: KIM.name, tenant: 'archive', action: 'write' };

  it('explains in German with i18n.locale: de-DE', async () => {
    const res = await explain(denial);
    expect(res.allowed).toBe(false);
    expect(res.api_access.reason).toBe(
      'Keine Rolle steht in der Rollenliste der REST-API, und keine Cluster-Berechtigung umfasst `restapi:admin/*`.'
    );
    expect(res.checks[0].misses[0]).toEqual({
      role: 'logs_reader',
      message: 'Die Rolle `logs_reader` erlaubt `logs_view` auf `logs-*`, nicht `write`.',
      fix: 'Fügen Sie `write` den erlaubten Aktionen der Indexberechtigung der Rolle `logs_reader` auf `logs-*` hinzu.',
    });
    expect(res.checks[0].misses).toContainEqual({
      role: 'logs_writer',
      message: 'Die Rolle `logs_writer` erlaubt `write` auf `logs-*`, aber `dana` ist ihr nicht zugeordnet.',
      fix: 'Ordnen Sie den Benutzer `dana` (oder eine seiner Backend-Rollen: `analysts`) der Rolle `logs_writer` zu.',
    });

    const tenant = await explain(tenantAsk);
    expect(tenant.checks[0]).toMatchObject({ kind: 'tenant', allowed: false });
    expect(tenant.checks[0].misses[0]).toEqual({
      role: 'projects_role',
      message: 'Die Rolle `projects_role` erlaubt Lesen (`kibana_all_read`) im Mandanten `arch*`, nicht Schreiben.',
      fix: 'Geben Sie der Mandantenberechtigung der Rolle `projects_role` auf `arch*` die Aktion `kibana_all_write`.',
    });
    const missing = await explain({ user: KIM.name, tenant: 'nowhere' });
    expect(missing.checks[0].notes).toEqual(['Es gibt keinen Mandanten namens `nowhere`.']);

    const admin = await explain({ user: 'admin', action: 'cluster:monitor/health' });
    expect(admin.api_access.reason).toBe('Die Rolle `all_access` steht in der Rollenliste der REST-API.');
  });

  it('explains in the URL’s language over the configuration’s', async () => {
    const res = await explain({ ...denial, 'i18n-locale': 'ja-JP' });
    expect(res.checks[0].misses[0].message).toBe(
      'ロール `logs_reader` は `logs-*` で `logs_view` を許可していますが、`write` は許可していません。'
    );
    expect(res.checks[0].misses[0].fix).toBe(
      'ロール `logs_reader` の `logs-*` に対するインデックス権限の許可アクションに `write` を追加してください。'
    );
    const missing = await explain({ user: KIM.name, tenant: 'nowhere', 'i18n-locale': 'fr-FR' });
    expect(missing.checks[0].notes).toEqual(['Aucun locataire nommé `nowhere` n’existe.']);
  });

  it('reads the English of before for a caller naming English', async () => {
    const res = await explain({ ...denial, 'i18n-locale': 'en' });
    expect(res.api_access.reason).toBe(
      'No role is in the REST API role list and no cluster permission covers `restapi:admin/*`.'
    );
    expect(res.checks[0].misses[0]).toEqual({
      role: 'logs_reader',
      message: 'Role `logs_reader` allows `logs_view` on `logs-*`, not `write`.',
      fix: "Add `write` to the allowed actions of role `logs_reader`'s index permission on `logs-*`.",
    });
    const tenant = await explain({ ...tenantAsk, 'i18n-locale': 'en' });
    expect(tenant.checks[0].misses[0]).toEqual({
      role: 'projects_role',
      message: 'Role `projects_role` allows read (`kibana_all_read`) on tenant `arch*`, not write.',
      fix: "Give role `projects_role`'s tenant permission on `arch*` the action `kibana_all_write`.",
    });
    const missing = await explain({ user: KIM.name, tenant: 'nowhere', 'i18n-locale': 'en' });
    expect(missing.checks[0].notes).toEqual(['No tenant named `nowhere` exists.']);
  });
});
