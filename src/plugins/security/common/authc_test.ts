/** The "Test a user" panel of the Authentication page: POST body and answer (security administrators only). */
export const AUTHC_TEST_PATH = '/api/v1/configuration/authc/test';

export interface AuthcTestRequest {
  username: string;
  /** Optional: without it only whether each backend knows the user is asked (no bind as the user). */
  password?: string;
}

/** One basic domain's answer, in the order logins walk them. */
export interface AuthcTestDomain {
  name: string;
  /** The authentication backend: 'internal', 'ldap'. */
  type: string;
  found: boolean;
  dn: string | null;
  backend_roles: string[];
  /** The password was wrong, or the directory's error in words; null when none. */
  error: string | null;
  took_ms: number;
}

export interface AuthcTestResponse {
  domains: AuthcTestDomain[];
  /** The backend roles and mapped roles of the first domain that knows the user (none after a wrong password). */
  backend_roles: string[];
  roles: string[];
}
