import React from 'react';
import { EuiButton, EuiPageTemplate } from '@elastic/eui';
import { i18n } from '../../../../../core/public';

/** The English of the page's text, as tests read it; the page shows the loaded locale's. */
export const ACCESS_DENIED_MESSAGE =
  'The Security pages (roles, users, permissions, tenants, authentication and audit logs) are only for users with access to the Security configuration API. Ask your administrator if you need it.';

export interface AccessDeniedPageProps {
  /** The home page's URL, so the link also opens in a new tab. */
  homeHref: string;
  /** In-app navigation home (no page load). */
  onGoHome(): void;
}

/**
 * What a signed-in user without Security API access sees at /app/security (and every page under
 * it): a clear refusal and a way home, instead of the shell's "Application Not Found".
 */
export const AccessDeniedPage: React.FC<AccessDeniedPageProps> = ({ homeHref, onGoHome }) => (
  // The shell holds the page's main landmark; the template is only the frame.
  <EuiPageTemplate component="div" panelled={false} grow data-test-subj="securityAccessDenied">
    <EuiPageTemplate.EmptyPrompt
      iconType="lock"
      title={<h1>{i18n.translate('security.accessDenied.title', { defaultMessage: 'You do not have permission' })}</h1>}
      body={
        <p>
          {i18n.translate('security.accessDenied.message', {
            defaultMessage:
              'The Security pages (roles, users, permissions, tenants, authentication and audit logs) are only for users with access to the Security configuration API. Ask your administrator if you need it.',
          })}
        </p>
      }
      actions={
        <EuiButton
          fill
          iconType="home"
          href={homeHref}
          onClick={(event: React.MouseEvent) => {
            // A plain click stays in the app; a modified one (new tab) follows the link.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onGoHome();
          }}
          data-test-subj="securityAccessDeniedHome"
        >
          {i18n.translate('security.accessDenied.homeButton', { defaultMessage: 'Go to home' })}
        </EuiButton>
      }
    />
  </EuiPageTemplate>
);
