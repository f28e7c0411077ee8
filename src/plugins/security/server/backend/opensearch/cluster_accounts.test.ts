import { describe, expect, it } from '@jest/globals';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { clusterEndpoints, sharingEndpointOpen } from './cluster_accounts';

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

describe("the endpoints a cluster's user holds here (permissionsinfo's disabled_endpoints)", () => {
  it('are those the cluster leaves open, and every one only for whom it leaves its whole API', () => {
    expect(clusterEndpoints({})).toEqual([...REST_API_ENDPOINTS]);
    expect(clusterEndpoints({ ROLES: ['GET', 'PUT'], SSL: ['GET'] })).toEqual(
      REST_API_ENDPOINTS.filter((e) => !['roles', 'ssl', 'lockouts', 'resource_sharing'].includes(e))
    );
  });
});
