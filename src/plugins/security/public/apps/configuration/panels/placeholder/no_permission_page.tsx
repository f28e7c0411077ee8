import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';

export const NO_PERMISSION_TITLE = 'You do not have permission';
export const NO_PERMISSION_TEXT =
  'This page needs security API permissions you do not have. Choose a page from the menu, or ask your administrator if you need it.';

/**
 * A Security page opened by its address that the user's REST API permissions do not open: a
 * clear refusal in place of a page whose every call would answer 403.
 */
export const NoPermissionPage: React.FC = () => (
  <EuiEmptyPrompt
    data-test-subj="securityPageNoPermission"
    iconType="lock"
    title={<h2>{NO_PERMISSION_TITLE}</h2>}
    body={<p>{NO_PERMISSION_TEXT}</p>}
  />
);
