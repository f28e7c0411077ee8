import { describe, expect, it } from '@jest/globals';
import { basicAuthorization } from '../backend/opensearch/cluster_caller';
import { CredentialSealer, TextSealer } from './text_sealer';

const KEY = 'a-cookie-key-of-at-least-32-characters!';
const AUTHORIZATION = basicAuthorization('alice', 'Al1ce!password');

describe('the sealed cluster credentials a session keeps', () => {
  it('hold neither the password nor its Basic encoding, and open with the same key', () => {
    const sealer = new CredentialSealer(() => KEY);
    const sealed = sealer.seal(AUTHORIZATION);
    expect(sealed).not.toContain('Al1ce');
    expect(sealed).not.toContain(AUTHORIZATION.slice(6));
    expect(sealer.unseal(sealed)).toBe(AUTHORIZATION);
    // A new nonce each time: two sessions of one user do not show the same text.
    expect(sealer.seal(AUTHORIZATION)).not.toBe(sealed);
  });

  it('do not open with another cookie key, nor once changed, nor from junk', () => {
    const sealed = new CredentialSealer(() => KEY).seal(AUTHORIZATION);
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
