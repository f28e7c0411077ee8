/**
 * The history is read through the configuration as it is now: an entry that is hidden now (an
 * operator's `npm run securityadmin -- import` hid a role the API once wrote) is, as to every
 * other read, one the API does not admit exists. Its past versions are neither listed nor shown,
 * a snapshot of an older version (the REST listener's api/version) leaves it out, and a revert
 * neither names it among what it skips nor answers a revert of it otherwise than of an entry
 * no version touched. Before, each of these named the hidden role (and a whole revert's preview
 * said `hidden entries are not changed` of it).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryListResponse } from '../../../common/history';
import { putEntryBehindTheApi, removeEntryBehindTheApi } from '../../test_utils/behind_the_api';
import { restJson, startWithRestListener } from '../../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const HIDDEN = 'ops_hidden_now';
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };

describe('history reads and reverts leave out an entry that is hidden now', () => {
  let s: SecurityTestServer;
  let restUrl: string;
  let base: number;
  let updated: number;

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener());
    base = ((await s.admin('GET', `${API}/history?per_page=1`)).body as HistoryListResponse).versions[0].version;
    const role = (permissions: string[]) => ({ cluster_permissions: permissions });
    expect((await s.admin('POST', `${API}/roles/${HIDDEN}`, role(['cluster_monitor']))).status).toBe(201);
    expect((await s.admin('POST', `${API}/roles/${HIDDEN}`, role(['cluster_monitor', 'cluster_all']))).status).toBe(
      200
    );
    // A visible change in the same stretch, so the reads below answer something.
    expect((await s.admin('POST', `${API}/roles/visible_role`, role(['cluster_monitor']))).status).toBe(201);
    updated = ((await s.admin('GET', `${API}/history?per_page=3`)).body as HistoryListResponse).versions[1].version;
    await removeEntryBehindTheApi(s, 'roles', HIDDEN);
    await putEntryBehindTheApi(s, 'roles', HIDDEN, { cluster_permissions: ['restapi:admin/*'] }, { hidden: true });
    expect((await s.admin('GET', `${API}/roles/${HIDDEN}`)).status).toBe(404);
  });
  afterAll(() => s?.stop());

  it('the listing and a version of it name no hidden entry', async () => {
    const byName = await s.admin('GET', `${API}/history?kind=roles&name=${HIDDEN}`);
    expect([byName.status, byName.body.total, byName.body.versions]).toEqual([200, 0, []]);
    const all = await s.admin('GET', `${API}/history?per_page=100`);
    expect(all.status).toBe(200);
    expect(all.text).toContain('visible_role');
    expect(all.text).not.toContain(HIDDEN);
    const version = await s.admin('GET', `${API}/history/${updated}`);
    expect([version.status, version.body.changes]).toEqual([200, []]);
    expect(version.text).not.toContain(HIDDEN);
  });

  it('a revert neither names it nor answers for it otherwise than for an entry never written', async () => {
    const preview = await s.admin('POST', `${API}/history/${base}/revert?dry_run=true`, {});
    expect(preview.status).toBe(200);
    expect(preview.body.changes.map((c: { name: string }) => c.name)).toEqual(['visible_role']);
    expect(preview.text).not.toContain(HIDDEN);
    const never = await s.admin('POST', `${API}/history/${base}/revert?dry_run=true`, { kind: 'roles', name: 'never' });
    const hidden = await s.admin('POST', `${API}/history/${base}/revert?dry_run=true`, { kind: 'roles', name: HIDDEN });
    expect(never.status).toBe(404);
    expect([hidden.status, hidden.body.message]).toEqual([404, never.body.message.replace('never', HIDDEN)]);
  });

  it("the REST listener's versions leave it out of every snapshot", async () => {
    const versions = await restJson(restUrl, ADMIN, 'GET', '/versions');
    const older = await restJson(restUrl, ADMIN, 'GET', `/version/v${updated}`);
    expect([versions.status, older.status]).toEqual([200, 200]);
    expect(JSON.stringify(versions.body)).toContain('visible_role');
    expect(JSON.stringify([versions.body, older.body])).not.toContain(HIDDEN);
  });
});
