import React from 'react';
import { LightButton, LightPromptPage, i18n, type LightPageMode } from '../../../../../core/public/light';
import { LOGIN_APP_ROUTE } from '../app_routes';
import { LogOutButton } from '../log_out_button';
import messages from './messages.json';

/** Titles and texts of the error types the server sends here (SPEC 2.1 "Custom error page"). */
function errorTypes(): Record<string, { title: string; subtitle: string }> {
  return {
    missingRole: {
      title: i18n.translate(messages.missingRoleTitle),
      subtitle: i18n.translate(messages.missingRoleSubtitle),
    },
    authError: {
      title: i18n.translate(messages.authErrorTitle),
      subtitle: i18n.translate(messages.authErrorSubtitle),
    },
  };
}

function defaultError() {
  return {
    title: i18n.translate(messages.defaultTitle),
    subtitle: i18n.translate(messages.defaultSubtitle),
  };
}

export interface CustomErrorPageProps extends LightPageMode {
  /** The page's query string: `type`, and optional `title` and `subtitle` overriding its texts. */
  search: string;
  basePath: string;
  /** Logs the (role-less) user out and leaves the page. */
  onLogOut(): Promise<void>;
}

export function describeError(search: string): { type: string | null; title: string; subtitle: string } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const types = errorTypes();
  const known =
    (type !== null && Object.prototype.hasOwnProperty.call(types, type) ? types[type] : undefined) ?? defaultError();
  // The texts come from the URL, so anyone can craft them: React escapes them, and they are
  // shown as plain text only, never as a link or markup.
  return { type, title: params.get('title') || known.title, subtitle: params.get('subtitle') || known.subtitle };
}

export const CustomErrorPage: React.FC<CustomErrorPageProps> = ({ search, basePath, onLogOut, ...mode }) => {
  const { type, title, subtitle } = describeError(search);
  // Served on its own like the login page (core's light kit, no shell): it must show even when
  // the shell cannot start for this user.
  return (
    <LightPromptPage
      {...mode}
      data-test-subj="customErrorPage"
      icon="warning"
      title={title}
      body={subtitle}
      titleTestSubj="customErrorTitle"
      bodyTestSubj="customErrorSubtitle"
    >
      {type === 'missingRole' ? (
        // A user missing roles is still signed in: only logging out lets them sign in as someone else.
        <LogOutButton onLogOut={onLogOut} data-test-subj="customErrorLogOut" />
      ) : (
        <LightButton fill fullWidth href={`${basePath}${LOGIN_APP_ROUTE}`} data-test-subj="customErrorBackToLogin">
          {i18n.translate(messages.backToLoginButton)}
        </LightButton>
      )}
    </LightPromptPage>
  );
};
