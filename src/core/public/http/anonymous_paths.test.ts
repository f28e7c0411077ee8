import { describe, expect, it } from '@jest/globals';
import { AnonymousPaths } from './anonymous_paths';
import { BasePath } from './base_path';

describe('AnonymousPaths', () => {
  it('recognises a registered path under the base path', () => {
    const paths = new AnonymousPaths(new BasePath('/abc'));
    paths.register('/app/login');
    expect(paths.isAnonymous('/abc/app/login')).toBe(true);
  });

  it('compares case-insensitively and ignores a trailing slash', () => {
    const paths = new AnonymousPaths(new BasePath('/abc'));
    paths.register('/App/Login/');
    expect(paths.isAnonymous('/abc/app/login')).toBe(true);
    expect(paths.isAnonymous('/abc/APP/LOGIN/')).toBe(true);
  });

  it('ignores query and hash', () => {
    const paths = new AnonymousPaths(new BasePath('/abc'));
    paths.register('/status');
    expect(paths.isAnonymous('/abc/status?v=1#top')).toBe(true);
  });

  it('accepts registrations without a leading slash', () => {
    const paths = new AnonymousPaths(new BasePath(''));
    paths.register('status');
    expect(paths.isAnonymous('/status')).toBe(true);
  });

  it('does not match other paths or prefixes of a registered path', () => {
    const paths = new AnonymousPaths(new BasePath('/abc'));
    paths.register('/app/login');
    expect(paths.isAnonymous('/abc/app/loginx')).toBe(false);
    expect(paths.isAnonymous('/abc/app/login/more')).toBe(false);
    expect(paths.isAnonymous('/abc/app')).toBe(false);
    expect(paths.isAnonymous('/abc/app/home')).toBe(false);
  });
});
