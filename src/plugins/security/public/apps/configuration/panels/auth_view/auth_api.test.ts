import { describe, expect, it } from '@jest/globals';
import { ConfigurationApi } from '../../api';
import { recordingHttp } from '../../test_fakes';
import { AuthApi } from './auth_api';

describe('AuthApi', () => {
  it('reads data.config of GET /api/v1/configuration/securityconfig', async () => {
    const config = { dynamic: { authc: { basic: { order: 0 } } } };
    const { http, calls } = recordingHttp(() => ({ total: 1, data: { config } }));
    await expect(new ConfigurationApi(http).feature(AuthApi).getSecurityConfig()).resolves.toEqual(config);
    expect(calls).toEqual([['GET', '/api/v1/configuration/securityconfig']]);
  });
});
