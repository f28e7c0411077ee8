/** The Check access feature: why a user may or may not do something, and their effective permissions. */
import { REST_API_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import { explainPath } from './paths';
import messages from './messages.json';

export const CHECK_ACCESS_FEATURE = onePageFeature({
  id: 'explain',
  section: navSection(messages.sectionLabel, explainPath()),
  needs: REST_API_ENDPOINTS,
  capability: 'explain',
  load: pageLoader(() => import('./check_access'), 'CheckAccess'),
});
