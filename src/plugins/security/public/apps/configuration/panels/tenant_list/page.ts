/** The Tenants feature: manage, configure and the history of the tenants. */
import { i18n } from '../../../../../../../core/public';
import { securityPage } from '../../page_descriptor';
import { TENANTS_PATH } from './paths';
import { TENANT_PAGES } from './early';
import messages from './messages.json';

export const TENANTS_FEATURE = securityPage({
  id: 'tenants',
  section: {
    label: () => i18n.translate(messages.sectionLabel),
    path: TENANTS_PATH,
  },
  routes: [{ pattern: '/tenants', page: 'tenants' }],
  needs: ['tenants'],
  load: TENANT_PAGES,
  icons: {},
});
