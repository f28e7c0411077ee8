import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  title: { id: 'security.placeholder.notFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'security.placeholder.notFound.body',
    defaultMessage: 'There is no Security page at this address. Choose a page from the menu.',
  },
  backButton: { id: 'security.placeholder.notFound.backButton', defaultMessage: 'Go to Get started' },
  noPermissionTitle: { id: 'security.placeholder.noPermission.title', defaultMessage: 'You do not have permission' },
  text: {
    id: 'security.placeholder.noPermission.text',
    defaultMessage:
      'This page needs security API permissions you do not have. Choose a page from the menu, or ask your administrator if you need it.',
  },
  clusterUnavailableTitle: {
    id: 'security.placeholder.clusterUnavailable.title',
    defaultMessage: 'Not available with an OpenSearch cluster',
  },
  clusterUnavailableText: {
    id: 'security.placeholder.clusterUnavailable.text',
    defaultMessage:
      'The security configuration lives in the cluster (security.backend: opensearch), which keeps no change history here, imports and exports with its own securityadmin.sh, and explains access in its own logs. Choose a page from the menu.',
  },
});
