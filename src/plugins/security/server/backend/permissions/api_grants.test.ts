import { describe, expect, it } from '@jest/globals';
import { apiEndpoints } from './api_access';
import { endpointsBeyond, grantedEndpoints, grantedWith } from './api_grants';

const RELOAD = 'restapi:admin/ssl/certs/reload';
const INFO = 'restapi:admin/ssl/certs/info';

describe('what a permission hands out of the security REST API', () => {
  it('counts the certificate reload apart from the SSL endpoint: only its holder hands it out', () => {
    expect(endpointsBeyond([RELOAD], ['roles', 'rolesmapping'])).toEqual(['ssl_reload']);
    expect(endpointsBeyond(['restapi:admin/ssl/certs/re*'], ['roles'])).toEqual(['ssl_reload']);
    expect(endpointsBeyond([RELOAD], ['ssl'])).toEqual(['ssl_reload']);
    expect(endpointsBeyond([RELOAD], ['ssl_reload'])).toEqual([]);
    expect(endpointsBeyond(['restapi:admin/ssl/certs/*'], ['ssl'])).toEqual(['ssl_reload']);
    expect(grantedEndpoints([], [RELOAD], [])).toEqual(['ssl_reload']);
    expect(grantedEndpoints([], [INFO], [])).toEqual(['ssl']);
  });

  it('leaves what the evaluation opens as it is: the reload opens no endpoint, a REST API role no call', () => {
    expect(apiEndpoints([], [RELOAD], [])).toEqual([]);
    expect(grantedEndpoints([], ['restapi:admin/roles', 'indices:*'], [])).toEqual(['roles']);
    expect(grantedEndpoints(['admin_role'], [], ['admin_role'])).toHaveLength(12);
    expect(grantedEndpoints(['admin_role'], ['*'], ['admin_role'])).toHaveLength(13);
  });

  it("counts a user's certificate reload beside the endpoints the evaluation gave them", async () => {
    const holdsReload = async (permission: string) => permission === RELOAD;
    expect(await grantedWith(['roles'], holdsReload)).toEqual(['roles', 'ssl_reload']);
    expect(await grantedWith(['roles', 'ssl'], async () => false)).toEqual(['roles', 'ssl']);
    // The certificate info the evaluation grants (an action group named like it) is the SSL endpoint's.
    expect(await grantedWith(['roles'], async (permission) => permission === INFO)).toEqual(['roles', 'ssl']);
    // A backend whose evaluation cannot answer (a cluster): the reload goes with the SSL endpoint.
    expect(await grantedWith(['ssl'], undefined)).toEqual(['ssl', 'ssl_reload']);
    expect(await grantedWith(['roles'], undefined)).toEqual(['roles']);
  });
});
