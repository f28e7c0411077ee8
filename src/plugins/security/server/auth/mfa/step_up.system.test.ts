/**
 * Issue 68.2: step-up covers every security write, not only `/api/v1/configuration`: adding or
 * removing a factor, alert rules, ending another user's sessions, unlocking, API tokens and
 * restoring the login-activity dashboard. A session of a user with a factor, past
 * `mfa.step_up_seconds`, is refused each of them (403 step_up_required) until a factor check; a
 * password session whose roles came to require a factor sets one up first.
 * Whole server, real HTTP, codes from Debian's oathtool.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { enrolTotp, oathtoolCode } from '../../test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type CallResult,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

jest.setTimeout(120_000);
const USER = 'spock';
const PASSWORD = 'Fasc1nating!logic';
const PAST_WINDOW_MS = 301_000;

const rule = {
  name: 'Spraying',
  condition: { type: 'failed_logins', group_by: 'address', threshold: 3, window_minutes: 5 },
  actions: { in_app: true },
};

/** Every security write outside the configuration API, and the factor routes, with a body each accepts. */
// Three items in every row: jest hands a function with more parameters than its row a `done` callback.
const WRITES: Array<[method: string, path: string, body: unknown]> = [
  ['POST', '/api/v1/account/mfa/webauthn/register/options', undefined],
  ['DELETE', '/api/v1/account/mfa/webauthn/no-such-key', undefined],
  ['POST', '/api/v1/account/mfa/totp', undefined],
  ['POST', '/api/v1/alerts/rules', rule],
  ['DELETE', `/api/v1/sessions?user=${USER}`, undefined],
  ['DELETE', `/api/v1/configuration/lockouts/user/${USER}`, undefined],
  ['POST', '/api/v1/configuration/apitokens', { name: 'ops', duration_seconds: 3600, cluster_permissions: [] }],
  ['POST', '/api/v1/audit/login_activity_dashboard', undefined],
  // Credentials a stolen session would make outside /api/v1/configuration: upstream's API token
  // paths, and an on-behalf-of token (which then makes security writes, carrying no session).
  ['POST', '/api/v1/apitokens', { name: 'ops-upstream', cluster_permissions: [] }],
  ['DELETE', '/api/v1/apitokens/no-such-token', undefined],
  ['POST', '/api/v1/generateonbehalfoftoken', { description: 'a tool' }],
  // Resource sharing's administrator writes: owners given to owner-less objects, one or all at once.
  ['POST', '/api/resources/migrate', { default_owner: 'admin', default_access_level: { dashboard: 'read_only' } }],
  ['POST', '/api/resource/assign_owner', { resourceType: 'dashboard', resourceId: 'no-such-id', owner: USER }],
];

const stepUpRefusal = (res: CallResult) => ({ status: res.status, step_up_required: res.body?.step_up_required });

describe('step-up before every security write (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let cookie: string;
  let secret: string;

  beforeEach(async () => {
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.on_behalf_of.enabled': true,
        'opensearch_security.resource_sharing.enabled': true,
      },
    });
    await s.createUser(USER, PASSWORD);
    await s.login(USER, PASSWORD);
    cookie = await s.login('admin', ADMIN_PASSWORD);
    ({ secret } = await enrolTotp(s, cookie));
  });
  afterEach(() => s.stop());

  it.each(WRITES)(
    'refuses %s %s past the step-up window, lets it through after a check',
    async (method, path, body) => {
      s.clock.advance(PAST_WINDOW_MS);
      const refused = await s.call(method, path, { cookie, body });
      expect(stepUpRefusal(refused)).toEqual({ status: 403, step_up_required: true });

      const verified = await s.call('POST', '/api/v1/account/mfa/verify', {
        cookie,
        body: { code: oathtoolCode(secret, s.clock.now) },
      });
      expect(verified.status).toBe(200);
      const retried = await s.call(method, path, { cookie, body });
      expect(retried.status).not.toBe(403);
      expect(retried.status).toBeLessThan(500);
    }
  );

  it('makes a password session whose roles came to require a factor set one up before a security write', async () => {
    await s.stop();
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.mfa.required_for_roles': ['kibana_user'] } });
    await s.createUser(USER, PASSWORD);
    const session = await s.login(USER, PASSWORD);
    // Mapped to a role that requires a factor after the session started.
    const mapped = await s.admin('POST', '/api/v1/configuration/rolesmapping/kibana_user', {
      backend_roles: ['kibanauser'],
      users: [USER],
    });
    expect(mapped.status).toBeLessThan(300);
    const token = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: session,
      body: { name: 'ops', duration_seconds: 3600, cluster_permissions: [] },
    });
    expect({ status: token.status, enrol: token.body?.mfa_enrolment_required }).toEqual({ status: 403, enrol: true });
    // Setting one up stays open, and then the write passes (the confirmation was the check).
    const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie: session });
    expect(started.status).toBe(200);
    const confirmed = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
      cookie: session,
      body: { code: oathtoolCode(started.body.secret, s.clock.now) },
    });
    expect(confirmed.status).toBe(200);
    const retried = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: session,
      body: { name: 'ops', duration_seconds: 3600, cluster_permissions: [] },
    });
    expect(retried.status).toBe(200);
    s.secrets.add(retried.body.token);
  });

  // A user without a factor: first_factor_step_up.system.test.ts (issue 77).
  it('asks nothing of reads', async () => {
    s.clock.advance(PAST_WINDOW_MS);
    for (const path of ['/api/v1/alerts/rules', '/api/v1/sessions', '/api/v1/account/mfa/webauthn'])
      expect((await s.call('GET', path, { cookie })).status).toBe(200);
  });

  // Issue 69.8: an import's or a revert's preview writes nothing; the write itself still asks.
  it('asks nothing of a preview (dry run), and still asks of the import and the revert it previews', async () => {
    s.clock.advance(PAST_WINDOW_MS);
    const files = { files: { 'tenants.yml': '_meta: {type: tenants, config_version: 2}\nops: {description: Ops}\n' } };
    const preview = await s.call('POST', '/api/v1/configuration/import?dry_run=true', { cookie, body: files });
    expect(preview.status).toBe(200);
    expect(
      (await s.call('POST', '/api/v1/configuration/history/1/revert?dry_run=true', { cookie, body: {} })).status
    ).toBe(200);
    for (const path of ['/api/v1/configuration/import?dry_run=false', '/api/v1/configuration/import?dry_run=1']) {
      expect(stepUpRefusal(await s.call('POST', path, { cookie, body: files }))).toEqual({
        status: 403,
        step_up_required: true,
      });
    }
    expect(
      stepUpRefusal(await s.call('POST', '/api/v1/configuration/history/1/revert?dry_run=false', { cookie, body: {} }))
    ).toEqual({ status: 403, step_up_required: true });
    // The parameter means nothing on another route: it asks as before.
    expect(stepUpRefusal(await s.call('POST', '/api/v1/alerts/rules?dry_run=true', { cookie, body: rule }))).toEqual({
      status: 403,
      step_up_required: true,
    });
  });
});
