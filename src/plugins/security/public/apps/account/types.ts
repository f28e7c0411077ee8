import type { AccountInfo, SecurityApi } from '../../apis/security_api';
import type { PublicSecurityConfig } from '../../../common/config';
import type { BrowserLocation } from '../../apis/browser_location';

export type { AccountInfo };

/** The calls the account menu makes; the plugin's SecurityApi satisfies it, tests pass a fake. */
export type AccountApi = Pick<SecurityApi, 'login' | 'logout' | 'getAccountInfo' | 'updatePassword' | 'selectTenant'>;

/** Leaving or reloading the page goes through this, so tests (and jsdom) never really navigate. */
export type PageLocation = Pick<BrowserLocation, 'href' | 'reload'>;

export interface AccountMenuDeps {
  api: AccountApi;
  config: PublicSecurityConfig;
  accountInfo: AccountInfo;
  /** Where the server lives, without the browser's base path decoration (`http.basePath.serverBasePath`). */
  serverBasePath: string;
  location: PageLocation;
  /** The own-sessions page: its URL (for the link) and the in-app way there. */
  sessions?: { href: string; open(): void };
}
