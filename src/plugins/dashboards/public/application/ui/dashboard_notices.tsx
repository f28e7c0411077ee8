import React from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { Notice } from '../../../../../core/public';
import type { DashboardSharing } from '../sharing';

export const READ_ONLY_NOTICE = 'You can view this dashboard but not change it.';
export const TENANT_CAPS_SHARE = 'You were given edit access, but this tenant is read-only for you.';
export const sharedToView = (owner: string) => `${owner} shared this dashboard with you to view.`;
export const hiddenPanels = (count: number) =>
  count === 1
    ? '1 panel is not shown: it was deleted or is not shared with you.'
    : `${count} panels are not shown: they were deleted or are not shared with you.`;

interface Props {
  /** The user may change this dashboard. */
  canWrite: boolean;
  sharing?: DashboardSharing;
  /** Panels whose saved object the server did not return (404: deleted, or not visible to the user). */
  hiddenCount: number;
  /** panelsJSON could not be read. */
  invalid: boolean;
}

/**
 * What the page says above the panels: why the user cannot change it (one reason: the tenant's
 * cap on a share, a read-only share, or the tenant or app), and which panels it cannot show.
 */
export const DashboardNotices: React.FC<Props> = ({ canWrite, sharing, hiddenCount, invalid }) => (
  <>
    {!canWrite && (
      <Notice
        iconType="eye"
        title={
          sharing?.capped_by_tenant
            ? TENANT_CAPS_SHARE
            : sharing?.access === 'read_only'
              ? sharedToView(sharing.owner)
              : READ_ONLY_NOTICE
        }
        data-test-subj="dashboardReadOnlyNotice"
      />
    )}
    {hiddenCount > 0 && (
      <Notice iconType="eyeSlash" title={hiddenPanels(hiddenCount)} data-test-subj="dashboardPanelsHidden" />
    )}
    {invalid && (
      <>
        <EuiCallOut
          color="warning"
          iconType="warning"
          title="Some panels of this dashboard could not be read"
          data-test-subj="dashboardPanelsInvalid"
        >
          <p>They are not shown, and panels cannot be changed here until the dashboard is repaired.</p>
        </EuiCallOut>
        <EuiSpacer size="m" />
      </>
    )}
  </>
);
