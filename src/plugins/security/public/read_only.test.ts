import { describe, expect, it } from '@jest/globals';
import { AppStatus, type App } from '../../../core/public';
import { isReadOnlyUser, readOnlyAppUpdater } from './read_only';

const app = (id: string) => ({ id, title: id, mount: () => () => {} }) as App;

describe('read-only mode', () => {
  it('applies to a user holding a read-only role without API access', () => {
    expect(isReadOnlyUser(['kibana_user', 'kibana_read_only'], ['kibana_read_only'], false)).toBe(true);
  });

  it('does not apply with API access, without a read-only role, or with no read-only roles configured', () => {
    expect(isReadOnlyUser(['kibana_read_only'], ['kibana_read_only'], true)).toBe(false);
    expect(isReadOnlyUser(['kibana_user'], ['kibana_read_only'], false)).toBe(false);
    expect(isReadOnlyUser(['kibana_read_only'], [], false)).toBe(false);
  });

  it('follows the configured role list', () => {
    expect(isReadOnlyUser(['viewer'], ['viewer', 'auditor'], false)).toBe(true);
  });

  it.each(['home', 'dashboards', 'kibana'])('keeps %s accessible', (id) => {
    expect(readOnlyAppUpdater(app(id))).toBeUndefined();
  });

  it.each(['security', 'security-dashboards-plugin', 'status', 'management', 'discover', 'visualize'])(
    'makes %s inaccessible',
    (id) => {
      expect(readOnlyAppUpdater(app(id))).toEqual({ status: AppStatus.inaccessible });
    }
  );

  it.each(['login', 'customerror', 'missing-role', 'account'])('keeps the security page %s reachable', (id) => {
    expect(readOnlyAppUpdater(app(id))).toBeUndefined();
  });
});
