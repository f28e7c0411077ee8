import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';
import { SHARING_OFF_BODY, SHARING_OFF_TITLE } from '../resource_access/resource_access_texts';

export const NO_PERMISSION_TITLE = 'You do not have permission';
export const NO_PERMISSION_TEXT =
  'This page needs security API permissions you do not have. Choose a page from the menu, or ask your administrator if you need it.';

export const CLUSTER_UNAVAILABLE_TITLE = 'Not available with an OpenSearch cluster';
export const CLUSTER_UNAVAILABLE_TEXT =
  'The security configuration lives in the cluster (security.backend: opensearch), which keeps no change history here, imports and exports with its own securityadmin.sh, and explains access in its own logs. Choose a page from the menu.';

/** Why a Security page opened by its address is not drawn. */
const REFUSALS = {
  /** The user's REST API permissions do not open it: a clear refusal, not a page whose every call answers 403. */
  noPermission: {
    testSubj: 'securityPageNoPermission',
    iconType: 'lock',
    title: NO_PERMISSION_TITLE,
    text: NO_PERMISSION_TEXT,
  },
  /** A page of the embedded backend only, while the server manages a cluster. */
  clusterUnavailable: {
    testSubj: 'securityPageClusterUnavailable',
    iconType: 'cluster',
    title: CLUSTER_UNAVAILABLE_TITLE,
    text: CLUSTER_UNAVAILABLE_TEXT,
  },
  /** The Resource access page while dashboards.yml leaves resource sharing off. */
  sharingOff: {
    testSubj: 'resourceSharingOff',
    iconType: 'users',
    title: SHARING_OFF_TITLE,
    text: SHARING_OFF_BODY,
  },
};

export const RefusalPage: React.FC<{ reason: keyof typeof REFUSALS }> = ({ reason }) => {
  const { testSubj, iconType, title, text } = REFUSALS[reason];
  return <EuiEmptyPrompt data-test-subj={testSubj} iconType={iconType} title={<h2>{title}</h2>} body={<p>{text}</p>} />;
};
