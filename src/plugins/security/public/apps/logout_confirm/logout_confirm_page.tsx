import React from 'react';
import { LightButton, LightPromptPage, i18n } from '../../../../../core/public/light';
import { HOME_APP_ROUTE } from '../app_routes';
import { LogOutButton } from '../log_out_button';

export interface LogoutConfirmPageProps {
  basePath: string;
  /**
   * Ends the session (POST /auth/logout, with `osd-xsrf`) and leaves for where the server says:
   * the provider's log out for SSO sessions, else the logout URL or the base path.
   */
  onLogOut(): Promise<void>;
  colorMode?: 'light' | 'dark';
}

/**
 * Where `GET /auth/logout` from another site lands (issue 23.14): a page of another site cannot
 * end the session by a link or an image; the user does, with this page's button.
 */
export const LogoutConfirmPage: React.FC<LogoutConfirmPageProps> = ({ basePath, onLogOut, colorMode = 'light' }) => {
  return (
    <LightPromptPage
      colorMode={colorMode}
      data-test-subj="logoutConfirmPage"
      icon="user"
      title={i18n.translate('security.logout.confirm.title', { defaultMessage: 'Log out?' })}
      body={i18n.translate('security.logout.confirm.message', {
        defaultMessage: 'A link asked to end your session. Log out only if you meant to.',
      })}
    >
      <div className="osdLight__form">
        <LogOutButton onLogOut={onLogOut} data-test-subj="logoutConfirmButton" />
        <LightButton fullWidth href={`${basePath}${HOME_APP_ROUTE}`} data-test-subj="logoutConfirmCancel">
          {i18n.translate('security.logout.confirm.stayButton', { defaultMessage: 'Stay logged in' })}
        </LightButton>
      </div>
    </LightPromptPage>
  );
};
