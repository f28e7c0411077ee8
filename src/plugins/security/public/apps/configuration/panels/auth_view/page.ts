/** The Authentication feature: the authentication and authorization domains, session policy and MFA. */
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import { AUTH_PATH } from './paths';
import messages from './messages.json';

export const AUTH_FEATURE = onePageFeature({
  id: 'auth',
  section: navSection(messages.sectionLabel, AUTH_PATH),
  needs: ['config'],
  load: pageLoader(() => import('./auth_view'), 'AuthView'),
});
