import { describe, expect, it } from '@jest/globals';
import { isSharingAdmin, subjectOf } from './sharing_policy';

const account = (roles: string[], endpoints: string[] = [], flag?: boolean) => ({
  user_name: 'kim',
  roles,
  backend_roles: ['ops'],
  api_endpoints: endpoints as never[],
  ...(flag === undefined ? {} : { resource_sharing_admin: flag }),
});

describe('who administers sharing', () => {
  it('is all_access, or the resource_sharing endpoint (restapi:admin/resource_sharing)', () => {
    expect(isSharingAdmin(account(['all_access']))).toBe(true);
    expect(isSharingAdmin(account(['sharing_admin'], ['resource_sharing']))).toBe(true);
    // Other REST API endpoints open nothing here: a tenants administrator sees no one else's dashboard.
    expect(isSharingAdmin(account(['tenant_admin'], ['tenants', 'roles']))).toBe(false);
    expect(isSharingAdmin(account(['kibana_user']))).toBe(false);
  });

  it("takes a cluster's word over its offered endpoints (every endpoint is offered there)", () => {
    expect(isSharingAdmin(account(['readall'], ['resource_sharing', 'roles'], false))).toBe(false);
    expect(isSharingAdmin(account(['sharing_admin'], ['resource_sharing'], true))).toBe(true);
    expect(isSharingAdmin(account(['all_access'], [], false))).toBe(true);
  });

  it('hands core the user name, roles and backend roles of the account', () => {
    expect(subjectOf(account(['kibana_user']))).toEqual({
      user: 'kim',
      roles: ['kibana_user'],
      backendRoles: ['ops'],
      admin: false,
    });
  });
});
