import React, { useState } from 'react';
import { EuiButton, EuiEmptyPrompt, EuiPageTemplate, EuiText } from '@elastic/eui';
import { LOGIN_APP_ROUTE } from '../app_routes';

/** Titles and texts of the error types the server sends here (SPEC 2.1 "Custom error page"). */
export const ERROR_TYPES: Record<string, { title: string; subtitle: string }> = {
  missingRole: {
    title: 'Missing Role',
    subtitle: 'No roles available for this user, please contact your system administrator.',
  },
  authError: {
    title: 'Authentication error',
    subtitle: 'The authentication failed. Please try logging in again.',
  },
};
export const DEFAULT_ERROR = { title: 'Error', subtitle: 'An unexpected error occurred.' };

export interface CustomErrorPageProps {
  /** The page's query string: `type`, and optional `title` and `subtitle` overriding its texts. */
  search: string;
  basePath: string;
  /** Logs the (role-less) user out and leaves the page. */
  onLogOut(): Promise<void>;
}

export function describeError(search: string): { type: string | null; title: string; subtitle: string } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const known =
    (type !== null && Object.prototype.hasOwnProperty.call(ERROR_TYPES, type) ? ERROR_TYPES[type] : undefined) ??
    DEFAULT_ERROR;
  // The texts come from the URL, so anyone can craft them: React escapes them, and they are
  // shown as plain text only, never as a link or markup.
  return { type, title: params.get('title') || known.title, subtitle: params.get('subtitle') || known.subtitle };
}

export const CustomErrorPage: React.FC<CustomErrorPageProps> = ({ search, basePath, onLogOut }) => {
  const { type, title, subtitle } = describeError(search);
  const [leaving, setLeaving] = useState(false);
  // A user missing roles is still signed in: only logging out lets them sign in as someone else.
  const action =
    type === 'missingRole' ? (
      <EuiButton
        fill
        isLoading={leaving}
        onClick={() => {
          setLeaving(true);
          void onLogOut();
        }}
        data-test-subj="customErrorLogOut"
      >
        Log out
      </EuiButton>
    ) : (
      <EuiButton fill href={`${basePath}${LOGIN_APP_ROUTE}`} data-test-subj="customErrorBackToLogin">
        Back to login
      </EuiButton>
    );

  return (
    <EuiPageTemplate component="div" panelled={false} data-test-subj="customErrorPage">
      <EuiPageTemplate.Section alignment="center" grow>
        <EuiEmptyPrompt
          iconType="warning"
          color="danger"
          title={<h1 data-test-subj="customErrorTitle">{title}</h1>}
          body={
            <EuiText data-test-subj="customErrorSubtitle">
              <p>{subtitle}</p>
            </EuiText>
          }
          actions={action}
        />
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
