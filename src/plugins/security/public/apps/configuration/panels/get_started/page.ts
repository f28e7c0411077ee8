/** The Get started feature: the administrator's starting point, linking to every other page. */
import { REST_API_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { navSection, securityPage } from '../../page_descriptor';
import { DEFAULT_PATH } from '../../app_paths';
import messages from './messages.json';

export const GET_STARTED_FEATURE = securityPage({
  id: 'getstarted',
  section: navSection(messages.sectionLabel, DEFAULT_PATH),
  routes: [{ pattern: '/getstarted', page: 'getStarted' }],
  // Get started links to, and acts on, everything.
  needs: REST_API_ENDPOINTS,
  load: {
    getStarted: pageLoader(() => import('./get_started'), 'GetStarted'),
  },
  icons: {},
});
