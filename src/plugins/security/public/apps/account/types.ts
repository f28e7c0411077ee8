import type { AccountInfo, SecurityApi } from '../../apis/security_api';
import type { PublicSecurityConfig } from '../../../common/config';
import type { BrowserLocation } from '../../apis/browser_location';
import type { ApiTokensApi } from '../../apis/api_tokens_api';
import type { OwnSessionsApi } from '../../apis/sessions_api';
import type { WebAuthnKeysApi } from '../../apis/webauthn_api';
import type { AccountLocaleApi } from '../../apis/account_locale_api';

export type { AccountInfo };

/** The calls the account menu makes; the plugin's SecurityApi satisfies it, tests pass a fake. */
export type AccountApi = Pick<
  SecurityApi,
  'login' | 'logout' | 'getAccountInfo' | 'getAccountTenants' | 'updatePassword' | 'selectTenant'
>;

/** Leaving or reloading the page goes through this, so tests (and jsdom) never really navigate. */
export type PageLocation = Pick<BrowserLocation, 'href' | 'reload'>;

export interface AccountMenuDeps {
  api: AccountApi;
  config: PublicSecurityConfig;
  accountInfo: AccountInfo;
  /** Where the server lives, without the browser's base path decoration (`http.basePath.serverBasePath`). */
  serverBasePath: string;
  location: PageLocation;
  sessions: OwnSessionsDeps;
  /** The user's own API tokens (absent: no such item). */
  apiTokens?: OwnApiTokensDeps;
  /** The user's second factor (absent: no "Two-step verification" item). */
  mfa?: Pick<SecurityApi, 'getMfaStatus' | 'startTotp' | 'confirmTotp' | 'disableTotp'>;
  /** The user's security keys and passkeys: a section of "Two-step verification" (absent: none). */
  securityKeys?: SecurityKeysDeps;
  /** The user's own language (absent: no "Language" item, as for the shared anonymous account). */
  language?: AccountLocaleApi;
}

/** What the security keys section needs: the user's own keys, and where a change is announced. */
export interface SecurityKeysDeps {
  api: Pick<WebAuthnKeysApi, 'list' | 'registrationOptions' | 'register' | 'rename' | 'remove'>;
  onChanged?(title: string): void;
}

/** What the API tokens flyout needs: the user's own tokens, and where a revoke is announced. */
export interface OwnApiTokensDeps {
  api: Pick<ApiTokensApi, 'list' | 'create' | 'revoke'>;
  onRevoked(title: string): void;
}

/** What the Sessions flyout needs: the user's own sessions, and where a revoke is announced. */
export interface OwnSessionsDeps {
  api: Pick<OwnSessionsApi, 'list' | 'revoke' | 'revokeOthers'>;
  onRevoked(title: string): void;
}
