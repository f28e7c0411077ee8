import { describe, expect, it } from '@jest/globals';
import { inspect } from 'util';
import { CallerCredentials } from '../backend/caller';
import { CredentialSealer, TextSealer } from './text_sealer';

const KEY = 'a-cookie-key-of-at-least-32-characters!';
const CREDENTIALS = CallerCredentials.basic('alice', 'Al1ce!password');
const AUTHORIZATION = CREDENTIALS.authorization();

describe('the sealed cluster credentials a session keeps', () => {
  it('hold neither the password nor its Basic encoding, and open with the same key', () => {
    const sealer = new CredentialSealer(() => KEY);
    const sealed = sealer.seal(CREDENTIALS);
    expect(sealed).not.toContain('Al1ce');
    expect(sealed).not.toContain(AUTHORIZATION.slice(6));
    expect(sealer.unseal(sealed)?.authorization()).toBe(AUTHORIZATION);
    // A new nonce each time: two sessions of one user do not show the same text.
    expect(sealer.seal(CREDENTIALS)).not.toBe(sealed);
  });

  it('do not open with another cookie key, nor once changed, nor from junk', () => {
    const sealed = new CredentialSealer(() => KEY).seal(CREDENTIALS);
    expect(new CredentialSealer(() => `${KEY}-rotated`).unseal(sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const sealer = new CredentialSealer(() => KEY);
    expect(sealer.unseal(bytes.toString('base64url'))).toBeNull();
    expect(sealer.unseal('')).toBeNull();
    expect(sealer.unseal('not-sealed-at-all')).toBeNull();
  });

  it('are sealed under a key of their own: a text sealed for another purpose does not open', () => {
    const webhookSecret = new TextSealer(() => KEY, 'alert-webhook-secret').seal('whsec_abc');
    expect(new CredentialSealer(() => KEY).unseal(webhookSecret)).toBeNull();
    expect(new TextSealer(() => KEY, 'alert-webhook-secret').unseal(webhookSecret)).toBe('whsec_abc');
  });
});

describe('the credentials a caller acts on a cluster with', () => {
  it('never show the header when serialized, printed or inspected', () => {
    const state = { username: 'alice', credentials: CREDENTIALS };
    for (const shown of [JSON.stringify(state), String(CREDENTIALS), `${CREDENTIALS}`, inspect(state, { depth: 5 })]) {
      expect(shown).not.toContain(AUTHORIZATION.slice(6));
      expect(shown).toContain('[redacted]');
    }
    expect(Object.keys(CREDENTIALS)).toEqual([]);
    expect({ ...CREDENTIALS }).toEqual({});
  });
});
