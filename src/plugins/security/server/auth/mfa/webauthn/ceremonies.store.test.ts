/**
 * The assertion verifier and the second factor on each store, with an authenticator made here
 * from Node's crypto (a P-256 key, authenticator data and client data built byte by byte) so a
 * test can choose what a real key never sends: a counter that went back, a missing user
 * verification, another RP id.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { PluginStore } from '../../../../../../core/server';
import { StoreService, TEST_STORES, testStoreConfig } from '../../../../../../core/server/test_utils';
import type { WebAuthnAssertion } from '../../../../common/schemas/webauthn';
import { WebAuthnCeremonies, signCountOf } from './ceremonies';
import { WebAuthnChallengeStore } from './challenge_store';
import { WebAuthnCredentialStore } from './credential_store';
import { createWebAuthnFactor } from './factor';
import { webAuthnMigrations, type WebAuthnTables } from './migrations';
import type { WebAuthnSettings } from './types';

const RP_ID = 'dashboards.example';
const ORIGIN = 'https://dashboards.example';
const SETTINGS: WebAuthnSettings = {
  enabled: true,
  passkey_login: false,
  rp_id: RP_ID,
  rp_name: 'Dashboards',
  origins: [ORIGIN],
  user_verification: 'preferred',
  timeout_seconds: 60,
};
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** A software authenticator: one ES256 key, assertions with whatever counter and flags the test asks. */
class TestAuthenticator {
  readonly id = Buffer.from('test-credential-1').toString('base64url');
  private readonly privateKey: KeyObject;
  readonly cosePublicKey: Uint8Array;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x!, 'base64url');
    const y = Buffer.from(jwk.y!, 'base64url');
    // COSE_Key {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y} in CBOR.
    this.cosePublicKey = new Uint8Array(
      Buffer.concat([
        Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
        x,
        Buffer.from([0x22, 0x58, 0x20]),
        y,
      ])
    );
  }

  assert(
    challenge: string,
    o: { counter: number; flags?: number; rpId?: string; origin?: string; id?: string }
  ): WebAuthnAssertion {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(o.counter);
    const authenticatorData = Buffer.concat([
      sha256(o.rpId ?? RP_ID),
      Buffer.from([o.flags ?? FLAG_UP | FLAG_UV]),
      counter,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin: o.origin ?? ORIGIN, crossOrigin: false })
    );
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    const id = o.id ?? this.id;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }
}

describe.each(TEST_STORES)('WebAuthn verifier on %s', (dialect) => {
  const services: StoreService[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function setUp(settings: Partial<WebAuthnSettings> = {}, startCounter = 10) {
    dir = mkdtempSync(join(tmpdir(), 'webauthn-'));
    const service = new StoreService();
    service.setup().registerMigrations(webAuthnMigrations);
    services.push(service);
    const store = (await service.start({
      dataDir: dir,
      config: await testStoreConfig(dialect),
    })) as unknown as PluginStore<WebAuthnTables>;
    const clock = { now: Date.UTC(2031, 0, 1) };
    const now = () => clock.now;
    const credentials = new WebAuthnCredentialStore(store, now);
    const challenges = new WebAuthnChallengeStore(store, now, SETTINGS.timeout_seconds * 1000);
    const ceremonies = new WebAuthnCeremonies({
      settings: { ...SETTINGS, ...settings },
      credentials: () => credentials,
      challenges: () => challenges,
      tls: true,
    });
    const key = new TestAuthenticator();
    await credentials.add({
      id: key.id,
      username: 'alice',
      name: 'Key',
      publicKey: key.cosePublicKey,
      counter: startCounter,
      transports: ['usb'],
      userHandle: Buffer.from('alice-handle').toString('base64url'),
    });
    const challenge = async (username = 'alice') =>
      String((await ceremonies.authenticationOptions('factor', username)).challenge);
    return { clock, credentials, ceremonies, key, challenge };
  }

  it('refuses an assertion whose signature counter did not increase, and records one that did', async () => {
    const { ceremonies, credentials, key, challenge } = await setUp();
    const lower = key.assert(await challenge(), { counter: 5 });
    expect(signCountOf(lower.response.authenticatorData)).toBe(5);
    expect(await ceremonies.verifyAssertion('factor', 'alice', lower)).toMatchObject({
      ok: false,
      reason: 'counter_not_increased',
      username: 'alice',
    });
    const same = key.assert(await challenge(), { counter: 10 });
    expect(await ceremonies.verifyAssertion('factor', 'alice', same)).toMatchObject({
      ok: false,
      reason: 'counter_not_increased',
    });
    expect((await credentials.byId(key.id))!.counter).toBe(10);

    const higher = key.assert(await challenge(), { counter: 11 });
    expect(await ceremonies.verifyAssertion('factor', 'alice', higher)).toMatchObject({ ok: true });
    expect((await credentials.byId(key.id))!.counter).toBe(11);
    expect((await credentials.list('alice'))[0].last_used).toBe(new Date(Date.UTC(2031, 0, 1)).toISOString());
  });

  it('takes an authenticator without a counter (always 0) as it is', async () => {
    const { ceremonies, key, challenge } = await setUp({}, 0);
    for (let i = 0; i < 2; i++) {
      const zero = key.assert(await challenge(), { counter: 0 });
      expect(await ceremonies.verifyAssertion('factor', 'alice', zero)).toMatchObject({ ok: true });
    }
  });

  it('uses a challenge once and only until it expires', async () => {
    const { ceremonies, key, challenge, clock } = await setUp();
    const first = key.assert(await challenge(), { counter: 20 });
    expect(await ceremonies.verifyAssertion('factor', 'alice', first)).toMatchObject({ ok: true });
    expect(await ceremonies.verifyAssertion('factor', 'alice', first)).toMatchObject({
      ok: false,
      reason: 'challenge_unknown',
    });
    const late = key.assert(await challenge(), { counter: 21 });
    clock.now += SETTINGS.timeout_seconds * 1000 + 1;
    expect(await ceremonies.verifyAssertion('factor', 'alice', late)).toMatchObject({
      ok: false,
      reason: 'challenge_unknown',
    });
  });

  it('checks origin, RP id, user verification (when required) and the key owner', async () => {
    const { ceremonies, key, challenge } = await setUp({ user_verification: 'required' });
    const check = async (o: Parameters<TestAuthenticator['assert']>[1], username = 'alice') =>
      ceremonies.verifyAssertion('factor', username, key.assert(await challenge(username), o));
    expect(await check({ counter: 30, origin: 'https://evil.example' })).toMatchObject({ reason: 'origin_mismatch' });
    expect(await check({ counter: 31, rpId: 'evil.example' })).toMatchObject({ reason: 'rp_id_mismatch' });
    expect(await check({ counter: 32, flags: FLAG_UP })).toMatchObject({ reason: 'user_not_verified' });
    expect(await check({ counter: 33 }, 'bob')).toMatchObject({ reason: 'credential_unknown' });
    expect(await check({ counter: 34, id: 'AAAA' })).toMatchObject({ reason: 'credential_unknown' });
    expect(await check({ counter: 35 })).toMatchObject({ ok: true });
  });

  it('accepts an assertion without user verification as a second factor by default', async () => {
    const { ceremonies, key, challenge } = await setUp();
    const presenceOnly = key.assert(await challenge(), { counter: 40, flags: FLAG_UP });
    expect(await ceremonies.verifyAssertion('factor', 'alice', presenceOnly)).toMatchObject({
      ok: true,
      userVerified: false,
    });
  });

  it('is the second factor createWebAuthnFactor makes: enrolled, a single-use challenge, reset', async () => {
    const { ceremonies, credentials, key } = await setUp();
    const factor = createWebAuthnFactor({ ceremonies, credentials: () => credentials });
    expect(factor.method).toBe('webauthn');
    expect(await factor.enrolled('alice')).toBe(true);
    expect(await factor.enrolled('bob')).toBe(false);

    const { options, state } = await factor.challenge('alice');
    expect(options).toMatchObject({ rpId: RP_ID, allowCredentials: [{ id: key.id, type: 'public-key' }] });
    const answer = key.assert(state, { counter: 50 });
    // The answer to one challenge does not pass for another one handed out.
    const other = await factor.challenge('alice');
    expect(await factor.verify('alice', answer, other.state)).toBe(false);
    expect(await factor.verify('alice', answer, state)).toBe(true);
    expect(await factor.verify('alice', answer, state)).toBe(false);

    await factor.reset('alice');
    expect(await factor.enrolled('alice')).toBe(false);
  });
});
