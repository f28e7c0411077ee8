import { describe, expect, it } from '@jest/globals';
import { shareWithFromGrants, type ShareGrant } from './saved_object_sharing';

describe('shareWithFromGrants', () => {
  it('lists the levels weakest first and leaves out a level nobody holds', () => {
    const grants: ShareGrant[] = [
      { level: 'full_access', kind: 'user', name: 'kim' },
      { level: 'read_only', kind: 'backend_role', name: 'ops' },
      { level: 'read_only', kind: 'user', name: 'lee' },
    ];
    const shareWith = shareWithFromGrants('dashboard', grants);
    expect(Object.keys(shareWith)).toEqual(['dashboard_read_only', 'dashboard_full_access']);
    expect(shareWith).toEqual({
      dashboard_read_only: { users: ['lee'], roles: [], backend_roles: ['ops'] },
      dashboard_full_access: { users: ['kim'], roles: [], backend_roles: [] },
    });
  });

  it('keeps each list in the order of the grants', () => {
    const grants: ShareGrant[] = [
      { level: 'read_write', kind: 'role', name: 'writers' },
      { level: 'read_write', kind: 'role', name: 'auditors' },
      { level: 'read_write', kind: 'role', name: 'admins' },
    ];
    expect(shareWithFromGrants('visualization', grants)).toEqual({
      visualization_read_write: { users: [], roles: ['writers', 'auditors', 'admins'], backend_roles: [] },
    });
  });

  it('makes an empty share_with of no grants', () => {
    expect(shareWithFromGrants('dashboard', [])).toEqual({});
  });
});
