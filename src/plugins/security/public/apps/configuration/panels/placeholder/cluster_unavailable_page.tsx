import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';

export const CLUSTER_UNAVAILABLE_TITLE = 'Not available with an OpenSearch cluster';
export const CLUSTER_UNAVAILABLE_TEXT =
  'The security configuration lives in the cluster (security.backend: opensearch), which keeps no change history here, imports and exports with its own securityadmin.sh, and explains access in its own logs. Choose a page from the menu.';

/** A page of the embedded backend only, opened by its address while the server manages a cluster. */
export const ClusterUnavailablePage: React.FC = () => (
  <EuiEmptyPrompt
    data-test-subj="securityPageClusterUnavailable"
    iconType="cluster"
    title={<h2>{CLUSTER_UNAVAILABLE_TITLE}</h2>}
    body={<p>{CLUSTER_UNAVAILABLE_TEXT}</p>}
  />
);
