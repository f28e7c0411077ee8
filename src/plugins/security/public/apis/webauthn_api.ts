import type { HttpStart } from '../../../../core/public';
import {
  PASSKEY_LOGIN_OPTIONS_PATH,
  PASSKEY_LOGIN_PATH,
  WEBAUTHN_ACCOUNT_PATH,
  WEBAUTHN_REGISTER_OPTIONS_PATH,
  WEBAUTHN_REGISTER_PATH,
} from '../../common/webauthn';
import type {
  WebAuthnAssertion,
  WebAuthnAttestation,
  WebAuthnKey,
  WebAuthnKeysResponse,
} from '../../common/schemas/webauthn';

type Http = Pick<HttpStart, 'get' | 'post' | 'put' | 'delete'>;
const keyPath = (id: string) => `${WEBAUTHN_ACCOUNT_PATH}/${encodeURIComponent(id)}`;

/** The signed-in user's security keys and passkeys (the account menu's Security keys). */
export class WebAuthnKeysApi {
  constructor(private readonly http: Http) {}

  async list(): Promise<WebAuthnKey[]> {
    return (await this.http.get<WebAuthnKeysResponse>(WEBAUTHN_ACCOUNT_PATH)).keys ?? [];
  }

  /** The options for `navigator.credentials.create()`, with a challenge the server keeps. */
  registrationOptions(): Promise<Record<string, unknown>> {
    return this.http.post<Record<string, unknown>>(WEBAUTHN_REGISTER_OPTIONS_PATH);
  }

  register(name: string, response: WebAuthnAttestation): Promise<WebAuthnKey> {
    return this.http.post<WebAuthnKey>(WEBAUTHN_REGISTER_PATH, { body: JSON.stringify({ name, response }) });
  }

  rename(id: string, name: string): Promise<WebAuthnKey> {
    return this.http.put<WebAuthnKey>(keyPath(id), { body: JSON.stringify({ name }) });
  }

  remove(id: string): Promise<{ removed: number }> {
    return this.http.delete<{ removed: number }>(keyPath(id));
  }
}

/** The passkey sign-in's and the second step's calls (the login page's light http client satisfies `post`). */
export interface PasskeyLoginHttp {
  post<T>(path: string, body?: unknown): Promise<T>;
}

export function passkeyLoginOptions(http: PasskeyLoginHttp): Promise<Record<string, unknown>> {
  return http.post<Record<string, unknown>>(PASSKEY_LOGIN_OPTIONS_PATH);
}

export function passkeyLogin(http: PasskeyLoginHttp, response: WebAuthnAssertion): Promise<{ username: string }> {
  return http.post<{ username: string }>(PASSKEY_LOGIN_PATH, { response });
}

export type GetAssertion = (options: Record<string, unknown>) => Promise<WebAuthnAssertion>;

/** @simplewebauthn/browser's prompt, fetched only when used (the login page stays small). */
const browserGetAssertion: GetAssertion = async (options) => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never })) as WebAuthnAssertion;
};

/** Options (no user named: the authenticator offers its passkeys), the browser's prompt, the sign-in. */
export async function signInWithPasskey(
  http: PasskeyLoginHttp,
  getAssertion: GetAssertion = browserGetAssertion
): Promise<void> {
  const options = await passkeyLoginOptions(http);
  await passkeyLogin(http, await getAssertion(options));
}

/**
 * A security key as the second factor: options naming the user's keys (`optionsPath`: the
 * login's pending user, or the signed-in user for a step-up), the browser's prompt, then the
 * answer posted as `{webauthn}` to `answerPath`, where codes go too.
 */
export async function confirmWithSecurityKey<T>(
  http: PasskeyLoginHttp,
  optionsPath: string,
  answerPath: string,
  getAssertion: GetAssertion = browserGetAssertion
): Promise<T> {
  const options = await http.post<Record<string, unknown>>(optionsPath);
  return http.post<T>(answerPath, { webauthn: await getAssertion(options) });
}
