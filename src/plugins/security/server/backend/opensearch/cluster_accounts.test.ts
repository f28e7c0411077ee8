import { describe, expect, it } from '@jest/globals';
import { sharingEndpointOpen } from './cluster_accounts';

describe("a cluster's sharing administrators (permissionsinfo's disabled_endpoints)", () => {
  it('are those the cluster lets use its whole REST API', () => {
    expect(sharingEndpointOpen({})).toBe(true);
    expect(sharingEndpointOpen({ ROLES: [] })).toBe(true);
  });

  it('are not a roles-only administrator of a cluster older than 3.3, which never lists RESOURCE_SHARING', () => {
    expect(sharingEndpointOpen({ INTERNALUSERS: ['GET', 'PUT', 'DELETE', 'PATCH'] })).toBe(false);
  });

  it('are not those the cluster refuses RESOURCE_SHARING, nor an answer without the list', () => {
    expect(sharingEndpointOpen({ RESOURCE_SHARING: ['GET', 'PUT'] })).toBe(false);
    expect(sharingEndpointOpen(undefined)).toBe(false);
  });
});
