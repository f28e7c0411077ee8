import { describe, expect, it } from '@jest/globals';
import { apiEndpoints } from './api_access';
import { endpointsBeyond, grantedEndpoints, grantedWith } from './api_grants';

const RELOAD = 'restapi:admin/ssl/certs/reload';

describe('what a permission hands out of the security REST API', () => {
  it('counts the certificate reload as the SSL endpoint, whose holder alone hands it out', () => {
    expect(endpointsBeyond([RELOAD], ['roles', 'rolesmapping'])).toEqual(['ssl']);
    expect(endpointsBeyond(['restapi:admin/ssl/certs/re*'], ['roles'])).toEqual(['ssl']);
    expect(endpointsBeyond([RELOAD], ['ssl'])).toEqual([]);
    expect(grantedEndpoints([], [RELOAD], [])).toEqual(['ssl']);
  });

  it('leaves what the evaluation opens as it is: the reload opens no endpoint to its holder', () => {
    expect(apiEndpoints([], [RELOAD], [])).toEqual([]);
    expect(grantedEndpoints([], ['restapi:admin/roles', 'indices:*'], [])).toEqual(['roles']);
    expect(grantedEndpoints(['admin_role'], [], ['admin_role'])).toHaveLength(12);
  });

  it("counts a user's certificate reload beside the endpoints the evaluation gave them", async () => {
    const holdsReload = async (permission: string) => permission === RELOAD;
    expect(await grantedWith(['roles'], holdsReload)).toEqual(['roles', 'ssl']);
    expect(await grantedWith(['roles'], async () => false)).toEqual(['roles']);
  });
});
