/** The Authentication feature: the authentication and authorization domains, session policy and MFA. */
import { i18n } from '../../../../../../../core/public';
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';
import { AUTH_PATH } from './paths';
import messages from './messages.json';

export const AUTH_FEATURE = onePageFeature({
  id: 'auth',
  section: {
    label: () => i18n.translate(messages.sectionLabel),
    path: AUTH_PATH,
  },
  needs: ['config'],
  load: pageLoader(() => import('./auth_view'), 'AuthView'),
});
