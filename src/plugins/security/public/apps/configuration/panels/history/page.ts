/** The History feature: the configuration's versions, one version's changes, and reverting them. */
import { icon as undo } from '@elastic/eui/src/components/icon/assets/undo';
import { CONFIGURATION_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { navSection, securityPage } from '../../page_descriptor';
import { i18n } from '../../../../../../../core/public';
import { historyPaths } from './paths';
import messages from './messages.json';

export const HISTORY_FEATURE = securityPage({
  id: 'history',
  section: navSection(messages.sectionLabel, historyPaths.history()),
  routes: [
    { pattern: '/history', page: 'history' },
    { pattern: '/history/:version', page: 'historyVersion' },
  ],
  needs: CONFIGURATION_ENDPOINTS,
  capability: 'history',
  load: {
    history: pageLoader(() => import('./history_page'), 'HistoryPage'),
    historyVersion: pageLoader(() => import('./history_version_page'), 'HistoryVersionPage'),
  },
  icons: { undo },
  breadcrumbs: (match) =>
    match.page === 'historyVersion'
      ? [
          {
            text: i18n.translate(messages.crumbsVersion, { version: match.params.version }),
          },
        ]
      : [],
});
