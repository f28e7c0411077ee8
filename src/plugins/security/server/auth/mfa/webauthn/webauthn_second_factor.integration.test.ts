/**
 * Issue 40: a security key as the second step after the password, on the whole server over real
 * HTTP, with Chromium's virtual authenticators as the keys. A key counts as enrolled (also where
 * the user's role requires a factor), the login's options name only that user's keys and are
 * answered once, a replayed assertion and one for another user's pending login are refused and
 * audited, refusals count towards the lock-out, and a key passes a step-up check.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventsSince, mark } from '../../../test_utils/audit';
import { enrolTotp } from '../../../test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../../test_utils/security_test_server';
import {
  callAt,
  getAssertion,
  launchChromium,
  localhostUrl,
  pageCall,
  pageWithAuthenticator,
  registerKey,
} from '../../../test_utils/webauthn_browser';

jest.setTimeout(120_000);
const CAROL_PASSWORD = 'Car0l!second-factor';
const DAVE_PASSWORD = 'Dav3!second-factor';
const ERIN_PASSWORD = 'Er1n!second-factor';
const OPERATOR_PASSWORD = 'Op3rator!second-factor';
const ROLE = (name: string) => `/api/v1/configuration/roles/${name}`;
const roleBody = { cluster_permissions: ['cluster_monitor'] };

let s: SecurityTestServer;
let browser: Browser;
let origin: string;
const contexts: BrowserContext[] = [];
/** Each user's own browser with its own virtual authenticator. */
let carol: Page;
let dave: Page;
let carolKey: string;
let daveKey: string;

const http = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  callAt(origin, method, path, options);

async function newPage(): Promise<Page> {
  const { context, page } = await pageWithAuthenticator(browser, origin);
  contexts.push(context);
  return page;
}

/** The password step: the pending cookie, and what the answer says the user owes. */
async function passwordStep(username: string, password: string) {
  const res = await http('POST', '/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  expect(res.cookie).toBeUndefined();
  return { pending: res.pendingCookie!, body: res.body };
}

beforeAll(async () => {
  s = await startSecurityTestServer({
    overrides: { 'opensearch_security.mfa.required_for_roles': ['kibana_user'] },
  });
  origin = localhostUrl(s.url);
  await s.createUser('carol', CAROL_PASSWORD);
  await s.createUser('dave', DAVE_PASSWORD);
  await s.createUser('erin', ERIN_PASSWORD);
  // A security administrator without a factor, who may still use Basic.
  await s.createUser('operator', OPERATOR_PASSWORD, ['admin']);
  browser = await launchChromium();
  carol = await newPage();
  dave = await newPage();
  carolKey = await registerKey(carol, 'carol', CAROL_PASSWORD, 'Carol key');
  daveKey = await registerKey(dave, 'dave', DAVE_PASSWORD, 'Dave key');
  // Carol's role requires a factor from now on: her key is one.
  await s.createUser('carol', CAROL_PASSWORD, ['kibanauser']);
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await s?.stop();
});

describe('a security key as the second step after the password', () => {
  it('counts as enrolled: a user whose role requires a factor and who has only a key is asked for it', async () => {
    const { pending, body } = await passwordStep('carol', CAROL_PASSWORD);
    expect(body).toEqual({ mfa_required: true, methods: ['webauthn'] });
    // The pending cookie is no session.
    expect((await http('GET', '/api/v1/auth/authinfo', { cookie: pending })).status).toBe(401);
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: pending });
    expect(options.status).toBe(200);
    // Only carol's key is named; the RP is the host the browser used.
    expect(options.body.rpId).toBe('localhost');
    expect(options.body.allowCredentials.map((c: { id: string }) => c.id)).toEqual([carolKey]);

    const from = mark(s);
    const assertion = await getAssertion(carol, options.body);
    const done = await http('POST', '/auth/login/mfa', { cookie: pending, body: { webauthn: assertion } });
    expect(done.status).toBe(200);
    expect(done.body.username).toBe('carol');
    const info = await http('GET', '/api/v1/auth/authinfo', { cookie: done.cookie });
    expect(info.body.user_name).toBe('carol');
    const status = await http('GET', '/api/v1/account/mfa', { cookie: done.cookie });
    expect(status.body).toEqual({ methods: ['webauthn'], recovery_codes_left: 0, required: true });
    expect(await eventsSince(s, from, 'MFA_FAILED')).toEqual([]);
    const keys = await http('GET', '/api/v1/account/mfa/webauthn', { cookie: done.cookie });
    expect(keys.body.keys[0].last_used).not.toBeNull();
  });

  it('refuses a replayed assertion, in a new login and in the finished one, and audits it', async () => {
    const first = await passwordStep('carol', CAROL_PASSWORD);
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: first.pending });
    const assertion = await getAssertion(carol, options.body);
    expect(
      (await http('POST', '/auth/login/mfa', { cookie: first.pending, body: { webauthn: assertion } })).status
    ).toBe(200);

    const from = mark(s);
    // The finished login is gone.
    const again = await http('POST', '/auth/login/mfa', { cookie: first.pending, body: { webauthn: assertion } });
    expect(again.status).toBe(401);
    // A new login that asked for its own challenge: the old answer is not to it.
    const second = await passwordStep('carol', CAROL_PASSWORD);
    await http('POST', '/auth/login/mfa/webauthn/options', { cookie: second.pending });
    const replayed = await http('POST', '/auth/login/mfa', { cookie: second.pending, body: { webauthn: assertion } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('The security key could not confirm it is you. Try again.');
    expect(replayed.cookie).toBeUndefined();
    // One that asked for none: refused the same way.
    const third = await passwordStep('carol', CAROL_PASSWORD);
    expect(
      (await http('POST', '/auth/login/mfa', { cookie: third.pending, body: { webauthn: assertion } })).status
    ).toBe(401);
    const failed = await eventsSince(s, from, 'MFA_FAILED');
    expect(failed.map((e) => [e.user, e.details])).toEqual([
      ['carol', { stage: 'login', method: 'webauthn', reason: 'challenge_unknown' }],
      ['carol', { stage: 'login', method: 'webauthn', reason: 'challenge_unknown' }],
    ]);
    // Each challenge is answered once: the one the refused answer met is spent too.
    const fresh = await getAssertion(
      carol,
      (await http('POST', '/auth/login/mfa/webauthn/options', { cookie: second.pending })).body
    );
    const ok = await http('POST', '/auth/login/mfa', { cookie: second.pending, body: { webauthn: fresh } });
    expect(ok.status).toBe(200);
  });

  it("refuses an assertion for another user's pending login: another user's key, or an answer to another challenge", async () => {
    const daveLogin = await passwordStep('dave', DAVE_PASSWORD);
    const daveOptions = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: daveLogin.pending });
    expect(daveOptions.body.allowCredentials.map((c: { id: string }) => c.id)).toEqual([daveKey]);
    const from = mark(s);
    // Carol's key signs the challenge of dave's login.
    const carolSigned = await getAssertion(carol, {
      ...daveOptions.body,
      allowCredentials: [{ id: carolKey, type: 'public-key' }],
    });
    expect(carolSigned.id).toBe(carolKey);
    const byCarolsKey = await http('POST', '/auth/login/mfa', {
      cookie: daveLogin.pending,
      body: { webauthn: carolSigned },
    });
    expect(byCarolsKey.status).toBe(401);
    // Carol's own login's answer, posted with dave's pending cookie.
    const carolLogin = await passwordStep('carol', CAROL_PASSWORD);
    const carolOptions = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: carolLogin.pending });
    const carolAnswer = await getAssertion(carol, carolOptions.body);
    await http('POST', '/auth/login/mfa/webauthn/options', { cookie: daveLogin.pending });
    const crossed = await http('POST', '/auth/login/mfa', {
      cookie: daveLogin.pending,
      body: { webauthn: carolAnswer },
    });
    expect(crossed.status).toBe(401);
    expect(crossed.cookie).toBeUndefined();
    const failed = await eventsSince(s, from, 'MFA_FAILED');
    expect(failed.map((e) => [e.user, e.details.reason])).toEqual([
      ['dave', 'credential_unknown'],
      ['dave', 'challenge_unknown'],
    ]);
    // Neither answer signed anyone in: dave's own key still does.
    const daveAnswer = await getAssertion(
      dave,
      (await http('POST', '/auth/login/mfa/webauthn/options', { cookie: daveLogin.pending })).body
    );
    const done = await http('POST', '/auth/login/mfa', { cookie: daveLogin.pending, body: { webauthn: daveAnswer } });
    expect(done.body.username).toBe('dave');
  });

  it('names every method a user has, and gives no key options to a user without a key', async () => {
    const erin = await s.login('erin', ERIN_PASSWORD);
    await enrolTotp(s, erin);
    const { pending, body } = await passwordStep('erin', ERIN_PASSWORD);
    expect(body).toEqual({ mfa_required: true, methods: ['totp'] });
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: pending });
    expect(options.status).toBe(400);
    expect(options.body.message).toBe('You have no security key to confirm it is you.');
    // Without a pending login there is nothing to confirm.
    expect((await http('POST', '/auth/login/mfa/webauthn/options')).status).toBe(401);

    // Dave adds an authenticator app beside his key: both are offered.
    const daveLogin = await passwordStep('dave', DAVE_PASSWORD);
    const daveOptions = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: daveLogin.pending });
    const signedIn = await http('POST', '/auth/login/mfa', {
      cookie: daveLogin.pending,
      body: { webauthn: await getAssertion(dave, daveOptions.body) },
    });
    await enrolTotp(s, signedIn.cookie!);
    expect((await passwordStep('dave', DAVE_PASSWORD)).body).toEqual({
      mfa_required: true,
      methods: ['totp', 'webauthn'],
    });
  });

  it('validates the answer strictly: exactly one of a code or an assertion', async () => {
    const { pending } = await passwordStep('carol', CAROL_PASSWORD);
    const post = (body: unknown) => http('POST', '/auth/login/mfa', { cookie: pending, body });
    expect((await post({})).status).toBe(400);
    expect((await post({ code: '123456', webauthn: { id: 'AAAA' } })).status).toBe(400);
    expect((await post({ webauthn: { id: 'AAAA', type: 'public-key' } })).status).toBe(400);
    const extra = await post({ webauthn: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, x: 1 } });
    expect(extra.status).toBe(400);
    // Nothing was counted or audited: the pending login still finishes.
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: pending });
    const done = await post({ webauthn: await getAssertion(carol, options.body) });
    expect(done.status).toBe(200);
  });
});

describe('a security key for a step-up check', () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await newPage();
    await registerKey(admin, 'admin', ADMIN_PASSWORD, 'Admin key');
  });

  it('lets a configuration write through once the key answered; a replayed answer is refused', async () => {
    // Registering the key was a check; once the step-up window has passed, the key counts.
    s.clock.advance(301_000);
    const refused = await pageCall(admin, 'POST', ROLE('by_key'), roleBody);
    expect(refused.status).toBe(403);
    expect(refused.body.step_up_required).toBe(true);
    const options = await pageCall(admin, 'POST', '/api/v1/account/mfa/verify/webauthn/options');
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toHaveLength(1);
    const assertion = await getAssertion(admin, options.body);
    const verified = await pageCall(admin, 'POST', '/api/v1/account/mfa/verify', { webauthn: assertion });
    expect(verified.status).toBe(200);
    expect((await pageCall(admin, 'POST', ROLE('by_key'), roleBody)).status).toBe(201);

    const from = mark(s);
    const replayed = await pageCall(admin, 'POST', '/api/v1/account/mfa/verify', { webauthn: assertion });
    // A signed-in user's refused answer is a 400: a 401 would log the page out.
    expect(replayed.status).toBe(400);
    const failed = await eventsSince(s, from, 'MFA_FAILED');
    expect(failed.map((e) => [e.user, e.details])).toEqual([
      ['admin', { stage: 'step_up', method: 'webauthn', reason: 'challenge_unknown' }],
    ]);
    // Options need a session.
    expect((await http('POST', '/api/v1/account/mfa/verify/webauthn/options')).status).toBe(401);
  });
});

describe("an administrator's reset", () => {
  it("removes the user's keys with the rest of their factors: the password alone signs them in again", async () => {
    // Basic carries no session: no step-up is asked of it (nor allowed to admin, who has a key now).
    const from = mark(s);
    const reset = await s.call('DELETE', '/api/v1/configuration/internalusers/dave/mfa', {
      basic: { username: 'operator', password: OPERATOR_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const events = await eventsSince(s, from, 'MFA_RESET');
    expect(events.map((e) => [e.user, e.details])).toEqual([
      ['operator', { mfa_user: 'dave', by: 'admin', methods: ['totp', 'webauthn'] }],
    ]);
    const login = await http('POST', '/auth/login', { body: { username: 'dave', password: DAVE_PASSWORD } });
    expect(login.body.username).toBe('dave');
    expect(login.cookie).toBeDefined();
    expect((await http('GET', '/api/v1/account/mfa/webauthn', { cookie: login.cookie })).body).toEqual({ keys: [] });
  });
});

// Last: the lock-out it leaves behind would stand in the way of the tests after it.
describe('refused security keys and the lock-out', () => {
  it('counts refused assertions towards the lock-out, as wrong codes and passwords', async () => {
    const first = await passwordStep('carol', CAROL_PASSWORD);
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: first.pending });
    const stale = await getAssertion(carol, options.body);
    expect((await http('POST', '/auth/login/mfa', { cookie: first.pending, body: { webauthn: stale } })).status).toBe(
      200
    );
    const { pending } = await passwordStep('carol', CAROL_PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 10 && !statuses.includes(429); i++) {
      statuses.push((await http('POST', '/auth/login/mfa', { cookie: pending, body: { webauthn: stale } })).status);
    }
    expect(statuses[statuses.length - 1]).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    // The lock is on her second factor from this address: a new password login brings no new tries.
    const again = await passwordStep('carol', CAROL_PASSWORD);
    const retry = await http('POST', '/auth/login/mfa', { cookie: again.pending, body: { webauthn: stale } });
    expect(retry.status).toBe(429);
  });
});
