import React, { Suspense, useEffect, useRef, useState } from 'react';
import {
  EuiAvatar,
  EuiButtonEmpty,
  EuiFlexGroup,
  EuiFlexItem,
  EuiHeaderSectionItemButton,
  EuiHorizontalRule,
  EuiText,
} from '@elastic/eui';
import { FormattedMessage, TogglePopover, i18n, type PopoverToggle } from '../../../../../core/public';
import { addCrossPageToast, getShouldShowTenantPopup, setShouldShowTenantPopup } from '../../utils/storage';
import { tenantDisplayName } from '../../utils/tenants';
import type { LoginReason } from '../../../common/login_reason';
import { logOut } from '../../apis/log_out';
import { LogOutButton } from './log_out_button';
import { loginReasonAfterLogOut } from './log_out_control';
import {
  FirstLoginTenantModal,
  LanguageModal,
  OwnSessionsFlyout,
  PasswordResetDialog,
  RoleInfoDialog,
  TenantSwitchModal,
  TwoStepFlyout,
  OwnApiTokensFlyout,
} from './account_dialogs';
import type { AccountMenuDeps } from './types';
import messages from './messages.json';

export const switchedTenantMessage = (tenant: string) => i18n.translate(messages.accountMenuSwitchedTenant, { tenant });

/** SPEC 9: the account popover is at most this wide. */
export const ACCOUNT_POPOVER_MAX_WIDTH = 256;

/** 'loginTenant': the tenant question asked by itself at a first login; 'tenant': asked from the menu. */
type Dialog = 'roles' | 'tenant' | 'loginTenant' | 'password' | 'sessions' | 'apiTokens' | 'twoStep' | 'language';

/** SPEC 2.2: the avatar at the top right and its popover, with the dialogs it opens. */
export const AccountMenu: React.FC<AccountMenuDeps> = ({
  api,
  config,
  accountInfo,
  serverBasePath,
  location,
  sessions,
  apiTokens,
  mfa,
  securityKeys,
  language,
}) => {
  // Set at login when no tenant is remembered: ask once, on the first render of the menu.
  const [dialog, setDialog] = useState<Dialog | undefined>(() =>
    getShouldShowTenantPopup() === true ? 'loginTenant' : undefined
  );
  const avatarRef = useRef<React.ElementRef<typeof EuiHeaderSectionItemButton>>(null);
  const hadDialog = useRef(false);

  useEffect(() => {
    if (dialog === 'loginTenant' && getShouldShowTenantPopup() === true) setShouldShowTenantPopup(false);
    // Dialogs return focus to what opened them, but that menu item is gone with the popover:
    // send keyboard users back to the avatar instead.
    if (dialog !== undefined) {
      hadDialog.current = true;
      return undefined;
    }
    if (!hadDialog.current) return undefined;
    avatarRef.current?.focus();
    // The dialog's focus lock hands focus back after it unmounts (deferred); take it back then.
    const timer = window.setTimeout(() => avatarRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [dialog]);

  const username = accountInfo.data.user_name;
  // The way this user signed in, not the configured default, decides what log out does.
  const authType = accountInfo.data.auth_type ?? config.auth.type;
  const closeDialog = () => setDialog(undefined);
  // Over home at a first login, the modal with its own light focus trap (none of EUI's trap
  // libraries on the first page); from the menu, whose popover's trap is still closing, EUI's.
  const TenantModal = dialog === 'loginTenant' ? FirstLoginTenantModal : TenantSwitchModal;
  // Only users of the login page get to read why they are there.
  const endSession = (reason: LoginReason) =>
    logOut(api, {
      logoutUrl: config.auth.logout_url,
      serverBasePath,
      location,
      ...loginReasonAfterLogOut(authType, config.ui.login_state.logout, reason),
    });

  const avatar = ({ isOpen, toggle }: PopoverToggle) => (
    <EuiHeaderSectionItemButton
      ref={avatarRef}
      aria-label={i18n.translate(messages.accountMenuAriaLabel)}
      aria-expanded={isOpen}
      aria-haspopup="true"
      onClick={toggle}
      data-test-subj="account-popover"
    >
      {/* The avatar's name tooltip would stay over the open menu: remounting drops it, and while
          the menu is open the avatar takes no hover to show it again. */}
      <span key={isOpen ? 'open' : 'closed'} style={isOpen ? { pointerEvents: 'none' } : undefined}>
        <EuiAvatar name={username} size="s" />
      </span>
    </EuiHeaderSectionItemButton>
  );

  /** An item that closes the popover and opens its dialog. */
  const menuItem = (close: () => void, label: string, testSubj: string, next: Dialog) => (
    <EuiButtonEmpty
      size="s"
      flush="left"
      onClick={() => {
        close();
        setDialog(next);
      }}
      data-test-subj={testSubj}
    >
      {label}
    </EuiButtonEmpty>
  );

  return (
    <>
      <TogglePopover
        button={avatar}
        anchorPosition="downRight"
        aria-label={i18n.translate(messages.accountMenuAriaLabel)}
        panelStyle={{ maxWidth: ACCOUNT_POPOVER_MAX_WIDTH }}
        panelProps={{ 'data-test-subj': 'account-popover-panel' } as object}
      >
        {(close) => (
          <>
            <EuiFlexGroup gutterSize="s" responsive={false} alignItems="center">
              <EuiFlexItem grow={false}>
                <EuiAvatar name={username} />
              </EuiFlexItem>
              <EuiFlexItem style={{ minWidth: 0 }}>
                <EuiText size="s" className="eui-textBreakWord">
                  <strong data-test-subj="account-username">{username}</strong>
                </EuiText>
                <EuiText size="xs" color="subdued">
                  <FormattedMessage
                    {...messages.accountMenuCurrentTenant}
                    values={{
                      tenant: (
                        <span data-test-subj="account-current-tenant">
                          {tenantDisplayName(accountInfo.data.user_requested_tenant, username)}
                        </span>
                      ),
                    }}
                  />
                </EuiText>
              </EuiFlexItem>
            </EuiFlexGroup>
            <EuiHorizontalRule margin="s" />
            <EuiFlexGroup direction="column" gutterSize="xs" alignItems="flexStart">
              {menuItem(close, i18n.translate(messages.accountMenuViewRoles), 'view-roles-and-identities', 'roles')}
              {menuItem(close, i18n.translate(messages.accountMenuSwitchTenants), 'switch-tenants', 'tenant')}
              {accountInfo.data.is_internal_user &&
                menuItem(close, i18n.translate(messages.accountMenuResetPassword), 'reset-password', 'password')}
              {menuItem(close, i18n.translate(messages.accountMenuSessions), 'account-sessions', 'sessions')}
              {mfa &&
                accountInfo.data.is_internal_user &&
                menuItem(close, i18n.translate(messages.accountMenuTwoStep), 'account-two-step', 'twoStep')}
              {apiTokens &&
                menuItem(close, i18n.translate(messages.accountMenuApiTokens), 'account-api-tokens', 'apiTokens')}
              {language && menuItem(close, i18n.translate(messages.languageMenuEntry), 'account-language', 'language')}
              <LogOutButton
                authType={authType}
                logout={config.ui.login_state.logout}
                serverBasePath={serverBasePath}
                onLogOut={() => void endSession('LOGGED_OUT')}
              />
            </EuiFlexGroup>
          </>
        )}
      </TogglePopover>
      <Suspense fallback={null}>
        {dialog === 'roles' && <RoleInfoDialog api={api} accountInfo={accountInfo} onClose={closeDialog} />}
        {(dialog === 'tenant' || dialog === 'loginTenant') && (
          <TenantModal
            api={api}
            config={config}
            accountInfo={accountInfo}
            onClose={closeDialog}
            onSwitched={(tenant) => {
              // The page reloads into the new tenant: the confirmation waits for it there.
              const here = new URL(location.href, window.location.href);
              addCrossPageToast(`${here.pathname}${here.search}${here.hash}`, {
                title: `${switchedTenantMessage(tenantDisplayName(tenant, username))}`,
                color: 'success',
              });
              location.reload();
            }}
          />
        )}
        {dialog === 'password' && (
          <PasswordResetDialog
            api={api}
            username={username}
            onClose={closeDialog}
            onLogOut={() => endSession('PASSWORD_CHANGED')}
          />
        )}
        {dialog === 'sessions' && (
          <OwnSessionsFlyout api={sessions.api} onRevoked={sessions.onRevoked} onClose={closeDialog} />
        )}
        {/* Security keys are a section of it: one place for every second factor. */}
        {dialog === 'twoStep' && mfa && <TwoStepFlyout api={mfa} keys={securityKeys} onClose={closeDialog} />}
        {dialog === 'apiTokens' && apiTokens && (
          <OwnApiTokensFlyout
            {...apiTokens}
            config={config}
            tenants={Object.keys(accountInfo.data.tenants ?? {})}
            accountApi={api}
            onClose={closeDialog}
          />
        )}
        {dialog === 'language' && language && (
          <LanguageModal api={language} onClose={closeDialog} onSaved={() => location.reload()} />
        )}
      </Suspense>
    </>
  );
};
