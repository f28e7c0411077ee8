import React from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { i18n, Notice } from '../../../../../core/public';
import type { DashboardSharing } from '../sharing';
import messages from './messages.json';

const readOnlyNotice = () => i18n.translate(messages.noticesReadOnly);
const tenantCapsShare = () => i18n.translate(messages.noticesTenantCapsShare);
export const sharedToView = (owner: string) => i18n.translate(messages.noticesSharedToView, { owner });
export const hiddenPanels = (count: number) => i18n.translate(messages.noticesHiddenPanels, { count });

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
            ? tenantCapsShare()
            : sharing?.access === 'read_only'
              ? sharedToView(sharing.owner)
              : readOnlyNotice()
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
          title={i18n.translate(messages.noticesInvalidPanelsTitle)}
          data-test-subj="dashboardPanelsInvalid"
        >
          <p>{i18n.translate(messages.noticesInvalidPanelsBody)}</p>
        </EuiCallOut>
        <EuiSpacer size="m" />
      </>
    )}
  </>
);
