import { describe, expect, it } from '@jest/globals';
import { BasePath } from './base_path';

describe('BasePath', () => {
  it('returns the base path without a trailing slash', () => {
    expect(new BasePath('/abc').get()).toBe('/abc');
    expect(new BasePath('/abc/').get()).toBe('/abc');
    expect(new BasePath('/').get()).toBe('');
    expect(new BasePath().get()).toBe('');
  });

  it('exposes the server base path, defaulting to the base path', () => {
    expect(new BasePath('/abc', '/srv').serverBasePath).toBe('/srv');
    expect(new BasePath('/abc').serverBasePath).toBe('/abc');
  });

  it('prepends the base path only to paths starting with a slash', () => {
    const basePath = new BasePath('/abc');
    expect(basePath.prepend('/app/home')).toBe('/abc/app/home');
    expect(basePath.prepend('/')).toBe('/abc/');
    expect(basePath.prepend('app/home')).toBe('app/home');
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    const basePath = new BasePath('/abc');
    expect(basePath.prepend('https://example.com/app/home')).toBe('https://example.com/app/home');
    expect(basePath.prepend('//example.com/app/home')).toBe('//example.com/app/home');
  });

  it('changes nothing when there is no base path', () => {
    const basePath = new BasePath('');
    expect(basePath.prepend('/app/home')).toBe('/app/home');
    expect(basePath.remove('/app/home')).toBe('/app/home');
  });

  it('removes the base path from paths under it only', () => {
    const basePath = new BasePath('/abc');
    expect(basePath.remove('/abc/app/home')).toBe('/app/home');
    expect(basePath.remove('/abc')).toBe('/');
    expect(basePath.remove('/abc?next=1')).toBe('/?next=1');
    expect(basePath.remove('/abcdef/app')).toBe('/abcdef/app');
    expect(basePath.remove('/other/abc/app')).toBe('/other/abc/app');
  });
});
