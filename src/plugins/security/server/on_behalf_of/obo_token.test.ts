import { createHmac, hkdfSync } from 'crypto';
import { describe, expect, it } from '@jest/globals';
import { bearerJwt, claimsOurIssuer, OBO_ISSUER, OBO_MAX_EXPIRY_SECONDS, OboTokens } from './obo_token';

const COOKIE_KEY = 'a-cookie-key-of-at-least-32-characters!';
const T0 = Date.UTC(2030, 0, 1);

function tokens(now = { t: T0 }, key = COOKIE_KEY) {
  return {
    now,
    obo: new OboTokens(
      () => key,
      () => now.t
    ),
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.');
const claimsOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8'));

describe('on-behalf-of tokens', () => {
  it('verify while they last, with their user, service and password fingerprint', () => {
    const { now, obo } = tokens();
    const minted = obo.mint('alice', '$2y$12$hash', 'tool', 300);
    expect(minted).toMatchObject({ user: 'alice', expiresInSeconds: 300 });
    expect(obo.verify(minted.token)).toMatchObject({
      iss: OBO_ISSUER,
      sub: 'alice',
      aud: 'tool',
      exp: T0 / 1000 + 300,
      pwh: obo.fingerprint('alice', '$2y$12$hash'),
    });
    now.t += 299_999;
    expect(obo.verify(minted.token)).toBeDefined();
    now.t += 1;
    expect(obo.verify(minted.token)).toBeUndefined();
  });

  it('carry no key and no password hash, and a fingerprint that changes with the hash', () => {
    const { obo } = tokens();
    const { token } = obo.mint('alice', '$2y$12$hash', 'tool', 300);
    expect(token).not.toContain(COOKIE_KEY);
    expect(JSON.stringify(claimsOf(token))).not.toContain('$2y$12$hash');
    expect(obo.fingerprint('alice', '$2y$12$other')).not.toBe(obo.fingerprint('alice', '$2y$12$hash'));
  });

  it('refuse a changed payload or signature, another key, and a token before its nbf', () => {
    const { now, obo } = tokens();
    const { token } = obo.mint('alice', 'h', 'tool', 300);
    const [header, payload, signature] = parts(token);
    const promoted = b64({ ...claimsOf(token), sub: 'admin' });
    expect(obo.verify(`${header}.${promoted}.${signature}`)).toBeUndefined();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(obo.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    expect(tokens(now, `${COOKIE_KEY}-another`).obo.verify(token)).toBeUndefined();
    now.t -= 1000;
    expect(obo.verify(token)).toBeUndefined();
  });

  it('refuse alg none and any algorithm but HS512, however they are signed', () => {
    const { obo } = tokens();
    const { token } = obo.mint('alice', 'h', 'tool', 300);
    const payload = parts(token)[1];
    expect(obo.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeUndefined();
    expect(obo.verify(`${b64({ alg: 'none' })}.${payload}.x`)).toBeUndefined();
    // HS256 with the very key the server signs with: still refused (the header is never trusted).
    const key = Buffer.from(hkdfSync('sha512', COOKIE_KEY, 'osd-on-behalf-of', 'on-behalf-of token signing', 64));
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const sig = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    expect(obo.verify(`${header}.${payload}.${sig}`)).toBeUndefined();
  });

  it('refuse another issuer, a lifetime over the maximum, and junk', () => {
    const { obo } = tokens();
    const sign = (claims: object) => {
      const key = Buffer.from(hkdfSync('sha512', COOKIE_KEY, 'osd-on-behalf-of', 'on-behalf-of token signing', 64));
      const text = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
      return `${text}.${createHmac('sha512', key).update(text).digest('base64url')}`;
    };
    const good = claimsOf(obo.mint('alice', 'h', 'tool', 300).token);
    expect(obo.verify(sign(good))).toBeDefined();
    expect(obo.verify(sign({ ...good, iss: 'someone-else' }))).toBeUndefined();
    expect(obo.verify(sign({ ...good, exp: good.iat + OBO_MAX_EXPIRY_SECONDS + 1 }))).toBeUndefined();
    expect(obo.verify(sign({ ...good, sub: '' }))).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c.d', 'é.é.é', 'x'.repeat(5000)]) expect(obo.verify(junk)).toBeUndefined();
  });

  it('are told from other bearer credentials by their issuer and shape', () => {
    const { obo } = tokens();
    const { token } = obo.mint('alice', 'h', 'tool', 300);
    expect(bearerJwt(`Bearer ${token}`)).toBe(token);
    expect(bearerJwt('Bearer osd_abc.def.ghi')).toBeUndefined();
    expect(bearerJwt(`Basic ${token}`)).toBeUndefined();
    expect(claimsOurIssuer(token)).toBe(true);
    expect(claimsOurIssuer(`${b64({ alg: 'RS256' })}.${b64({ iss: 'idp' })}.sig`)).toBe(false);
  });
});
