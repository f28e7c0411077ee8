import type { HttpStart } from '../../../../core/public';
import type { AccountInfoResponse, AuthInfoResponse } from '../../common/types';
import { BOOT_ACCOUNT_QUERY } from '../../common/boot_data';
import type { AccountTenantsResponse } from '../../common/schemas/account';
import { LOGIN_INFO_PATH, type LoginInfoResponse } from '../../common/login_info';
import {
  MFA_ACCOUNT_PATH,
  MFA_LOGIN_PATH,
  MFA_LOGIN_WEBAUTHN_OPTIONS_PATH,
  MFA_TOTP_CONFIRM_PATH,
  MFA_TOTP_PATH,
  MFA_VERIFY_PATH,
  MFA_VERIFY_WEBAUTHN_OPTIONS_PATH,
  type MfaStatusResponse,
  type TotpEnrolment,
} from '../../common/mfa';
import type { PasskeyLoginHttp } from './webauthn_api';

import { SESSION_EXPIRY_PATH, SESSION_EXTEND_PATH, type SessionExpiryResponse } from '../../common/session_expiry';

/** The WebAuthn ceremonies load with their first use (a security key or passkey), not with every page. */
const webauthn = () => import('./webauthn_api');

/** GET /api/v1/configuration/account: who the signed-in user is (SPEC 3, "Account info"; shared with the server). */
export type AccountInfo = AccountInfoResponse;

/** GET /api/v1/auth/authinfo (shared with the server). */
export type AuthInfo = AuthInfoResponse;

export interface LoginResponse {
  username: string;
  tenants: Record<string, boolean>;
  roles: string[];
  backendroles: string[];
  selectedTenant?: string;
}

export const API_PREFIX = '/api/v1';
export const LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/auth/logout';
export const ACCOUNT_PATH = `${API_PREFIX}/configuration/account`;
export const ACCOUNT_TENANTS_PATH = `${ACCOUNT_PATH}/tenants`;
export const TENANT_PATH = `${API_PREFIX}/multitenancy/tenant`;
export const RESTAPIINFO_PATH = `${API_PREFIX}/restapiinfo`;
export const AUTHINFO_PATH = `${API_PREFIX}/auth/authinfo`;
export const TENANTS_PATH = `${API_PREFIX}/configuration/tenants`;

const json = (body: unknown) => ({ body: JSON.stringify(body) });

/** The one client for the security endpoints every page uses; components never build these URLs. */
export class SecurityApi {
  constructor(private readonly http: HttpStart) {}

  login(username: string, password: string): Promise<LoginResponse> {
    return this.http.post<LoginResponse>(LOGIN_PATH, json({ username, password }));
  }

  /** The second step of a login with a second factor: a TOTP or recovery code. */
  loginWithCode(code: string): Promise<LoginResponse> {
    return this.http.post<LoginResponse>(MFA_LOGIN_PATH, json({ code }));
  }

  /** The second step of a login with a security key: the browser's prompt answers this login's challenge. */
  async loginWithSecurityKey(): Promise<LoginResponse> {
    const { confirmWithSecurityKey } = await webauthn();
    return confirmWithSecurityKey<LoginResponse>(this.jsonHttp, MFA_LOGIN_WEBAUTHN_OPTIONS_PATH, MFA_LOGIN_PATH);
  }

  /** Starts a TOTP enrolment: the new secret, shown once (the signed-in user, or a login that must enrol). */
  startTotp(): Promise<TotpEnrolment> {
    return this.http.post<TotpEnrolment>(MFA_TOTP_PATH);
  }

  confirmTotp(code: string): Promise<{ recovery_codes: string[] }> {
    return this.http.post<{ recovery_codes: string[] }>(MFA_TOTP_CONFIRM_PATH, json({ code }));
  }

  getMfaStatus(): Promise<MfaStatusResponse> {
    return this.http.get<MfaStatusResponse>(MFA_ACCOUNT_PATH);
  }

  async disableTotp(code: string): Promise<void> {
    await this.http.delete(MFA_TOTP_PATH, json({ code }));
  }

  /** The step-up check: a code lets security configuration writes through for `mfa.step_up_seconds`. */
  async verifyMfa(code: string): Promise<void> {
    await this.http.post(MFA_VERIFY_PATH, json({ code }));
  }

  /** The step-up check of a user without a factor, before enrolling one: their password. */
  async verifyMfaWithPassword(password: string): Promise<void> {
    await this.http.post(MFA_VERIFY_PATH, json({ password }));
  }

  /** The step-up check with a security key instead of a code. */
  async verifyMfaWithSecurityKey(): Promise<void> {
    const { confirmWithSecurityKey } = await webauthn();
    await confirmWithSecurityKey(this.jsonHttp, MFA_VERIFY_WEBAUTHN_OPTIONS_PATH, MFA_VERIFY_PATH);
  }

  async logout(): Promise<{ redirectURL?: string }> {
    const result = await this.http.post<{ redirectURL?: string } | undefined>(LOGOUT_PATH);
    return result && typeof result === 'object' ? result : {};
  }

  /** Passkey sign-in: the browser's WebAuthn prompt, then the session (mfa.webauthn.passkey_login). */
  async passkeyLogin(): Promise<void> {
    const { signInWithPasskey } = await webauthn();
    return signInWithPasskey(this.jsonHttp);
  }

  /** Posts with a JSON body, as the WebAuthn helpers call it. */
  private get jsonHttp(): PasskeyLoginHttp {
    return {
      post: <T>(path: string, body?: unknown) => this.http.post<T>(path, body === undefined ? undefined : json(body)),
    };
  }

  /** The account as a page shows it: the current tenant and a count of the custom ones (getAccountTenants pages them). */
  getAccountInfo(): Promise<AccountInfo> {
    return this.http.get<AccountInfo>(ACCOUNT_PATH, { query: BOOT_ACCOUNT_QUERY });
  }

  /** The signed-in user's custom tenants whose name contains `search`, `perPage` of them by name. */
  getAccountTenants(search: string, perPage: number): Promise<AccountTenantsResponse> {
    return this.http.get<AccountTenantsResponse>(ACCOUNT_TENANTS_PATH, {
      query: { per_page: perPage, ...(search ? { search } : {}) },
    });
  }

  /** What the login page may offer (the certificate login); undefined when the server cannot say. */
  getLoginInfo(): Promise<LoginInfoResponse | undefined> {
    return this.http.get<LoginInfoResponse>(LOGIN_INFO_PATH).catch(() => undefined);
  }

  /** Undefined when nobody is signed in (401) or the call fails: callers then skip user features. */
  async getAccountInfoSafe(): Promise<AccountInfo | undefined> {
    try {
      return await this.getAccountInfo();
    } catch (error) {
      console.log('Security: could not read the account info', error);
      return undefined;
    }
  }

  async updatePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.http.post(ACCOUNT_PATH, json({ password: newPassword, current_password: currentPassword }));
  }

  async selectTenant(tenant: string, username: string): Promise<string> {
    return asTenantName(await this.http.post<unknown>(TENANT_PATH, json({ tenant, username })));
  }

  async getCurrentTenant(): Promise<string> {
    return asTenantName(await this.http.get<unknown>(TENANT_PATH));
  }

  async hasApiAccess(): Promise<boolean> {
    try {
      const info = await this.http.get<{ has_api_access?: unknown } | undefined>(RESTAPIINFO_PATH);
      return info?.has_api_access === true;
    } catch (error) {
      console.log('Security: could not read the REST API permissions; treating as no API access', error);
      return false;
    }
  }

  getAuthInfo(): Promise<AuthInfo> {
    return this.http.get<AuthInfo>(AUTHINFO_PATH);
  }

  /** A system request: asking how long the session has left must not extend it. */
  getSessionExpiry(): Promise<SessionExpiryResponse> {
    return this.http.get<SessionExpiryResponse>(SESSION_EXPIRY_PATH, { asSystemRequest: true });
  }

  /** "Stay logged in": one ordinary request, which the server counts as activity. */
  extendSession(): Promise<SessionExpiryResponse> {
    return this.http.post<SessionExpiryResponse>(SESSION_EXTEND_PATH);
  }

  async getTenants(): Promise<Record<string, { reserved: boolean; description: string }>> {
    const result = await this.http.get<{ data?: Record<string, { reserved: boolean; description: string }> }>(
      TENANTS_PATH
    );
    return result?.data ?? {};
  }

  /**
   * The tenancy settings in force now (an administrator may change them at run time), unlike the
   * injected config, which is fixed when the page loads.
   */
  getDashboardsInfo(): Promise<DashboardsInfo> {
    return this.http.get<DashboardsInfo>(DASHBOARDSINFO_PATH);
  }
}

export const DASHBOARDSINFO_PATH = `${API_PREFIX}/auth/dashboardsinfo`;

/** GET /api/v1/auth/dashboardsinfo, the fields the plugin reads (the server sends more). */
export interface DashboardsInfo {
  user_name?: string;
  multitenancy_enabled?: boolean;
  private_tenant_enabled?: boolean;
  /** 'Global', 'Private' or a custom tenant's name. */
  default_tenant?: string;
}

/**
 * The tenant endpoints answer with the bare name. The shell's client parses any text that looks
 * like JSON, so the global tenant (an empty body) arrives as undefined and a tenant named "2024"
 * as a number: both are turned back into the name.
 */
function asTenantName(body: unknown): string {
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : String(body);
}
