/**
 * Security keys and passkeys: the paths and limits the browser needs, without the schemas
 * (schemas/webauthn.ts), so the shell's account menu and the login page do not carry TypeBox.
 */
export const WEBAUTHN_ACCOUNT_PATH = '/api/v1/account/mfa/webauthn';
export const WEBAUTHN_REGISTER_OPTIONS_PATH = `${WEBAUTHN_ACCOUNT_PATH}/register/options`;
export const WEBAUTHN_REGISTER_PATH = `${WEBAUTHN_ACCOUNT_PATH}/register`;
export const PASSKEY_LOGIN_OPTIONS_PATH = '/auth/login/webauthn/options';
export const PASSKEY_LOGIN_PATH = '/auth/login/webauthn';

/** A key's name, as its owner calls it ("YubiKey 5", "Laptop"). */
export const KEY_NAME_MAX_LENGTH = 64;
