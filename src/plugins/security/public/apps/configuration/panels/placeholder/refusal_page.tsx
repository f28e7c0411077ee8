import React from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';
import { i18n } from '../../../../../../../core/public';
import { sharingOffBody, sharingOffTitle } from '../resource_access/resource_access_texts';
import messages from './messages.json';

/** Why a Security page opened by its address is not drawn (texts read when drawn, in the loaded locale). */
const refusals = () => ({
  /** The user's REST API permissions do not open it: a clear refusal, not a page whose every call answers 403. */
  noPermission: {
    testSubj: 'securityPageNoPermission',
    iconType: 'lock',
    title: i18n.translate(messages.noPermissionTitle),
    text: i18n.translate(messages.noPermissionText),
  },
  /** A page of the embedded backend only, while the server manages a cluster. */
  clusterUnavailable: {
    testSubj: 'securityPageClusterUnavailable',
    iconType: 'cluster',
    title: i18n.translate(messages.clusterUnavailableTitle),
    text: i18n.translate(messages.clusterUnavailableText),
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
