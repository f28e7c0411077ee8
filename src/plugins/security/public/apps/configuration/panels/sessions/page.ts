/** The Sessions feature: every signed-in session, and revoking them. */
import { icon as crossCircle } from '@elastic/eui/src/components/icon/assets/cross_circle';
import { icon as logOut } from '@elastic/eui/src/components/icon/assets/log_out';
import { REST_API_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const SESSIONS_FEATURE = onePageFeature({
  id: 'sessions',
  section: navSection(messages.sectionLabel, '/sessions'),
  needs: REST_API_ENDPOINTS,
  load: pageLoader(() => import('./sessions_page'), 'SessionsPage'),
  // The table's revoke buttons.
  icons: { crossCircle, logOut },
});
