import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';
import { i18n } from '../../../../../../../core/public';
import { sharingOffBody, sharingOffTitle } from '../resource_access/resource_access_texts';

/** Why a Security page opened by its address is not drawn (texts read when drawn, in the loaded locale). */
const refusals = () => ({
  /** The user's REST API permissions do not open it: a clear refusal, not a page whose every call answers 403. */
  noPermission: {
    testSubj: 'securityPageNoPermission',
    iconType: 'lock',
    title: i18n.translate('security.placeholder.noPermission.title', { defaultMessage: 'You do not have permission' }),
    text: i18n.translate('security.placeholder.noPermission.text', {
      defaultMessage:
        'This page needs security API permissions you do not have. Choose a page from the menu, or ask your administrator if you need it.',
    }),
  },
  /** A page of the embedded backend only, while the server manages a cluster. */
  clusterUnavailable: {
    testSubj: 'securityPageClusterUnavailable',
    iconType: 'cluster',
    title: i18n.translate('security.placeholder.clusterUnavailable.title', {
      defaultMessage: 'Not available with an OpenSearch cluster',
    }),
    text: i18n.translate('security.placeholder.clusterUnavailable.text', {
      defaultMessage:
        'The security configuration lives in the cluster (security.backend: opensearch), which keeps no change history here, imports and exports with its own securityadmin.sh, and explains access in its own logs. Choose a page from the menu.',
    }),
  },
  /** The Resource access page while dashboards.yml leaves resource sharing off. */
  sharingOff: {
    testSubj: 'resourceSharingOff',
    iconType: 'users',
    title: sharingOffTitle(),
    text: sharingOffBody(),
  },
});

export const RefusalPage: React.FC<{ reason: keyof ReturnType<typeof refusals> }> = ({ reason }) => {
  const { testSubj, iconType, title, text } = refusals()[reason];
  return <EuiEmptyPrompt data-test-subj={testSubj} iconType={iconType} title={<h2>{title}</h2>} body={<p>{text}</p>} />;
};
