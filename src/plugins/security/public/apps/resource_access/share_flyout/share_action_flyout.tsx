/**
 * The flyout a dashboard's "Share with people…" opens: the object's sharing through the dashboards
 * server's routes, editable when the caller's level (after the tenant's cap) is full access.
 */
import React, { useMemo } from 'react';
import type { HttpStart, SavedObject, SharingInfo } from '../../../../../../core/public';
import type { DashboardShareActionProps } from '../../../../../dashboards/public';
import { ResourceSharingApi } from '../../../apis/resource_sharing_api';
import { ShareFlyout } from './share_flyout';
import { tenantCapNote } from './share_texts';

/** The object after a save: who owns it is unchanged; whether anyone else holds a level may not be. */
function withSharing(object: SavedObject, info: SharingInfo): SavedObject {
  const summary = object.sharing;
  const shared = Object.values(info.share_with).some(
    (holders) => holders.users.length + holders.roles.length + holders.backend_roles.length > 0
  );
  return summary ? { ...object, sharing: { ...summary, shared } } : object;
}

export const ShareActionFlyout: React.FC<DashboardShareActionProps & { http: HttpStart }> = ({
  http,
  object,
  pageUrl,
  onClose,
  onChanged,
}) => {
  const api = useMemo(() => new ResourceSharingApi(http), [http]);
  const title =
    typeof object.attributes.title === 'string' && object.attributes.title ? object.attributes.title : object.id;
  return (
    <ShareFlyout
      api={api}
      resourceType={object.type}
      resourceId={object.id}
      title={title}
      link={pageUrl}
      canShare={object.sharing?.access === 'full_access'}
      {...(object.sharing?.capped_by_tenant ? { readOnlyNote: tenantCapNote() } : {})}
      onClose={onClose}
      onChanged={(info) => onChanged(withSharing(object, info))}
    />
  );
};
