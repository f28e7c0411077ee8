/**
 * Security keys end to end over HTTP, with Chromium's virtual authenticator (CDP WebAuthn) as the
 * key: the real server registers it, signs its owner in with it alone (a discoverable passkey),
 * refuses the same assertion posted again, an assertion signed for another origin, and anything
 * that touches another user's key. The browser runs the WebAuthn calls; the test posts what they
 * produced over HTTP, as a replaying attacker would.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventsSince, mark } from '../../../test_utils/audit';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../../test_utils/security_test_server';
import {
  callAt,
  createCredential,
  getAssertion,
  launchChromium,
  localhostUrl,
  pageCall,
  pageWithAuthenticator as openPage,
} from '../../../test_utils/webauthn_browser';

const PASSWORD = 'Alice-webauthn-1!';
const BOB_PASSWORD = 'Bob-webauthn-1!';

let s: SecurityTestServer;
let browser: Browser;
/** http://localhost:PORT: WebAuthn needs a domain (no IP address) in a secure context, which localhost is. */
let origin: string;

/** A call from outside the browser with the Host header localhost:PORT. */
const http = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  callAt(origin, method, path, options);
const pageWithAuthenticator = (at: string) => openPage(browser, at);

beforeAll(async () => {
  s = await startSecurityTestServer({
    overrides: { 'opensearch_security.mfa.webauthn.passkey_login': true },
  });
  origin = localhostUrl(s.url);
  await s.createUser('alice', PASSWORD);
  await s.createUser('bob', BOB_PASSWORD);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await s?.stop();
});

describe('a security key registered from the account and used as a passkey', () => {
  let page: Page;
  let context: BrowserContext;
  let keyId: string;

  /** Alice has a key now: her password is the first step, the key the second. Her session cookie. */
  async function aliceSession(): Promise<string> {
    const pending = (await http('POST', '/auth/login', { body: { username: 'alice', password: PASSWORD } }))
      .pendingCookie;
    const options = await http('POST', '/auth/login/mfa/webauthn/options', { cookie: pending });
    const assertion = await getAssertion(page, options.body);
    const done = await http('POST', '/auth/login/mfa', { cookie: pending, body: { webauthn: assertion } });
    expect(done.status).toBe(200);
    return done.cookie!;
  }

  beforeAll(async () => {
    ({ page, context } = await pageWithAuthenticator(origin));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers with the account routes (the options, then the key) and is listed without key material', async () => {
    const from = mark(s);
    expect((await pageCall(page, 'POST', '/auth/login', { username: 'alice', password: PASSWORD })).status).toBe(200);
    const options = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register/options');
    expect(options.status).toBe(200);
    expect(options.body.rp).toEqual({ id: 'localhost', name: 'OpenSearch Dashboards' });
    expect(options.body.user.name).toBe('alice');
    const response = await createCredential(page, options.body);
    const registered = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register', {
      name: 'Laptop key',
      response,
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({
      id: (response as { id: string }).id,
      name: 'Laptop key',
      created: expect.any(String),
      last_used: null,
    });
    keyId = registered.body.id;
    const list = await pageCall(page, 'GET', '/api/v1/account/mfa/webauthn');
    expect(list.body).toEqual({ keys: [registered.body] });
    const enrolled = await eventsSince(s, from, 'MFA_ENROLLED');
    expect(enrolled.map((e) => [e.user, e.details.method, e.details.key_name])).toEqual([
      ['alice', 'webauthn', 'Laptop key'],
    ]);
  });

  it('refuses a registration answer to a challenge it did not hand out', async () => {
    const options = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register/options');
    // The authenticator refuses a second key for the same account (excludeCredentials): a
    // forged answer to a spent challenge is what an attacker could send.
    expect(options.body.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([keyId]);
    const bogus = {
      name: 'again',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    };
    const answer = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register', bogus);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The security key could not be registered. Try again.');
  });

  it('signs its owner in alone; the same assertion posted again is refused and audited', async () => {
    await context.clearCookies();
    expect((await http('GET', '/api/v1/auth/login_info')).body).toEqual({
      client_certificate: false,
      passkey_login: true,
    });
    const options = await http('POST', '/auth/login/webauthn/options');
    expect(options.status).toBe(200);
    expect(options.body.userVerification).toBe('required');
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const assertion = await getAssertion(page, options.body);

    const from = mark(s);
    const signedIn = await http('POST', '/auth/login/webauthn', { body: { response: assertion } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ username: 'alice' });
    const account = await http('GET', '/api/v1/configuration/account', { cookie: signedIn.cookie });
    expect(account.body.data.user_name).toBe('alice');
    // A session of passkey sign-in's own type (before, 'basicauth': such sessions are still resumed).
    expect(account.body.data.auth_type).toBe('passkey');

    const replayed = await http('POST', '/auth/login/webauthn', { body: { response: assertion } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('Sign-in with this passkey failed. Try again or use your password.');
    expect(replayed.cookie).toBeUndefined();
    const failed = await eventsSince(s, from, 'MFA_FAILED');
    expect(failed.map((e) => [e.user, e.details.purpose, e.details.reason])).toEqual([
      ['alice', 'login', 'challenge_unknown'],
    ]);
    const list = await http('GET', '/api/v1/account/mfa/webauthn', { cookie: signedIn.cookie });
    expect(list.body.keys[0].last_used).not.toBeNull();
  });

  it('refuses an assertion the authenticator signed for another origin than the challenge was for', async () => {
    // The challenge is handed out to http://127.0.0.1:PORT (its relying party and origin come from
    // the Host header); the page of http://localhost:PORT answers it with its own key and origin.
    const options = await s.call('POST', '/auth/login/webauthn/options');
    expect(options.body.rpId).toBe('127.0.0.1');
    const assertion = (await getAssertion(page, { ...options.body, rpId: 'localhost' })) as {
      response: { clientDataJSON: string };
    };
    const clientData = JSON.parse(Buffer.from(assertion.response.clientDataJSON, 'base64url').toString());
    expect(clientData.origin).toBe(origin);
    const from = mark(s);
    const refused = await http('POST', '/auth/login/webauthn', { body: { response: assertion } });
    expect(refused.status).toBe(401);
    expect(refused.cookie).toBeUndefined();
    const failed = await eventsSince(s, from, 'MFA_FAILED');
    expect(failed.map((e) => [e.user, e.details.reason])).toEqual([['alice', 'origin_mismatch']]);
  });

  it("counts refused passkey sign-ins towards the owner's lock-out, as wrong passwords", async () => {
    const options = await http('POST', '/auth/login/webauthn/options');
    const assertion = await getAssertion(page, options.body);
    expect((await http('POST', '/auth/login/webauthn', { body: { response: assertion } })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      statuses.push((await http('POST', '/auth/login/webauthn', { body: { response: assertion } })).status);
    }
    expect(statuses[statuses.length - 1]).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    // The same lock holds for alice's password from this address.
    expect((await http('POST', '/auth/login', { body: { username: 'alice', password: PASSWORD } })).status).toBe(429);
    // Past any lock-out (the test clock), for the tests that follow.
    s.clock.advance(2 * 24 * 3600_000);
  });

  it("keeps one user's keys from another: bob can neither list, rename nor remove alice's key", async () => {
    const bob = (await http('POST', '/auth/login', { body: { username: 'bob', password: BOB_PASSWORD } })).cookie;
    expect((await http('GET', '/api/v1/account/mfa/webauthn', { cookie: bob })).body).toEqual({ keys: [] });
    const path = `/api/v1/account/mfa/webauthn/${keyId}`;
    expect((await http('PUT', path, { cookie: bob, body: { name: 'mine' } })).status).toBe(404);
    expect((await http('DELETE', path, { cookie: bob })).status).toBe(404);
    const alice = await aliceSession();
    const renamed = await http('PUT', path, { cookie: alice, body: { name: 'Work laptop' } });
    expect(renamed.body.name).toBe('Work laptop');
    expect((await http('DELETE', path, { cookie: alice })).status).toBe(200);
    expect((await http('GET', '/api/v1/account/mfa/webauthn', { cookie: alice })).body).toEqual({ keys: [] });
  });

  it('validates input and needs a session for the account routes', async () => {
    expect((await http('GET', '/api/v1/account/mfa/webauthn')).status).toBe(401);
    // Alice removed her key above: her password alone signs her in again.
    const alice = (await http('POST', '/auth/login', { body: { username: 'alice', password: PASSWORD } })).cookie;
    const bad = await http('POST', '/api/v1/account/mfa/webauthn/register', {
      cookie: alice,
      body: { name: '', response: {} },
    });
    expect(bad.status).toBe(400);
    const extra = await http('POST', '/auth/login/webauthn', { body: { response: {}, username: 'alice' } });
    expect(extra.status).toBe(400);
  });
});

describe('a server without passkey sign-in (the default)', () => {
  let plain: SecurityTestServer;
  beforeAll(async () => {
    plain = await startSecurityTestServer();
  }, 60_000);
  afterAll(async () => {
    await plain?.stop();
  });

  it('neither offers nor serves it, and still registers security keys', async () => {
    expect((await plain.call('GET', '/api/v1/auth/login_info')).body).toEqual({ client_certificate: false });
    // Like any path the server does not serve: 401 without a session, 404 with one.
    expect((await plain.call('POST', '/auth/login/webauthn/options')).status).toBe(401);
    const cookie = await plain.login('admin', ADMIN_PASSWORD);
    expect((await plain.call('POST', '/auth/login/webauthn/options', { cookie })).status).toBe(404);
    expect((await plain.call('POST', '/auth/login/webauthn', { cookie, body: { response: {} } })).status).toBe(404);
    expect((await plain.call('GET', '/api/v1/account/mfa/webauthn', { cookie })).body).toEqual({ keys: [] });
  });
});
