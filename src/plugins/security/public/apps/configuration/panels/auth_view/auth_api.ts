/** The Authentication page's client: config.yml, the session policy, the MFA settings and "Test a user". */
import { AUTHC_TEST_PATH, type AuthcTestRequest, type AuthcTestResponse } from '../../../../../common/authc_test';
import { MFA_SETTINGS_PATH, type MfaSettingsResponse } from '../../../../../common/mfa';
import { SESSION_POLICY_PATH, type SessionPolicyResponse } from '../../../../../common/session_expiry';
import type { SecurityConfig } from '../../../../../common/types';
import { CONFIGURATION_API_PREFIX, type ConfigurationApi } from '../../api';

export const SECURITY_CONFIG_URL = `${CONFIGURATION_API_PREFIX}/securityconfig`;

export class AuthApi {
  constructor(private readonly api: ConfigurationApi) {}

  /** The `config.yml` document (`{ dynamic: { authc, authz, ... } }`), secrets redacted by the server. */
  async getSecurityConfig(): Promise<SecurityConfig> {
    const result = await this.api.http.get<{ data?: { config?: SecurityConfig } } | undefined>(SECURITY_CONFIG_URL);
    return result?.data?.config ?? { dynamic: {} };
  }

  /** The session policy of dashboards.yml (idle timeout, lifespan, max concurrent, auto-login). */
  getSessionPolicy(): Promise<SessionPolicyResponse> {
    return this.api.http.get<SessionPolicyResponse>(SESSION_POLICY_PATH);
  }

  /** `opensearch_security.mfa.*` (required roles, step-up seconds). */
  getMfaSettings(): Promise<MfaSettingsResponse> {
    return this.api.http.get<MfaSettingsResponse>(MFA_SETTINGS_PATH);
  }

  /** "Test a user": each basic domain's answer for this user (and password, when given), and the mapped roles. */
  testAuthcUser(body: AuthcTestRequest): Promise<AuthcTestResponse> {
    return this.api.http.post<AuthcTestResponse>(AUTHC_TEST_PATH, { body: JSON.stringify(body) });
  }
}
