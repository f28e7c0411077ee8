import { describe, expect, it } from '@jest/globals';
import { readCookieValues, serializeClearedCookie, serializeSessionCookie, SessionIdSealer } from './session_cookie';

describe('SessionIdSealer', () => {
  const sealer = new SessionIdSealer('k'.repeat(64));

  it('makes a new 256-bit random id each time and opens only values it sealed', () => {
    const id = sealer.newId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sealer.newId()).not.toBe(id);
    expect(sealer.unseal(sealer.seal(id))).toBe(id);
  });

  it('refuses a changed id, a changed seal, a value sealed under another key, and junk', () => {
    const id = sealer.newId();
    const sealed = sealer.seal(id);
    const [, mac] = sealed.split('.');
    expect(sealer.unseal(`${sealer.newId()}.${mac}`)).toBeNull();
    expect(sealer.unseal(`${id}.${mac.slice(0, -1)}x`)).toBeNull();
    expect(sealer.unseal(new SessionIdSealer('o'.repeat(64)).seal(id))).toBeNull();
    for (const junk of ['', '.', id, `.${mac}`, `${id}.`]) expect(sealer.unseal(junk)).toBeNull();
  });
});

describe('session cookie headers', () => {
  const options = { name: 'sid', path: '/osd', secure: true, sameSite: 'Strict' as const };

  it('are HttpOnly, with the path, SameSite and Secure given', () => {
    expect(serializeSessionCookie('v', options)).toBe('sid=v; Path=/osd; HttpOnly; SameSite=Strict; Secure');
    expect(serializeSessionCookie('v', { ...options, secure: false, sameSite: 'Lax' })).toBe(
      'sid=v; Path=/osd; HttpOnly; SameSite=Lax'
    );
    expect(serializeClearedCookie(options)).toBe(
      'sid=; Path=/osd; HttpOnly; SameSite=Strict; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
    );
  });

  it('reads every value of the named cookie only', () => {
    expect(readCookieValues('a=1; sid=x.y; sidx=2; sid="q.r"; sid=', 'sid')).toEqual(['x.y', 'q.r']);
    expect(readCookieValues(undefined, 'sid')).toEqual([]);
    // The name in another cookie's value or inside a longer name is not the cookie; spaces around are.
    expect(readCookieValues('a=sid; xsid=1; sid x=2;  sid  = v1 ;sid=v2', 'sid')).toEqual(['v1', 'v2']);
    expect(readCookieValues('a=sid=3;;sid;=;sid==4', 'sid')).toEqual(['=4']);
  });
});
