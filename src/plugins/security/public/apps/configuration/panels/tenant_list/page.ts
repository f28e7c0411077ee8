/** The Tenants feature: manage, configure and the history of the tenants. */
import { navSection, securityPage } from '../../page_descriptor';
import { TENANTS_PATH } from './paths';
import { TENANT_PAGES } from './early';
import messages from './messages.json';

export const TENANTS_FEATURE = securityPage({
  id: 'tenants',
  section: navSection(messages.sectionLabel, TENANTS_PATH),
  routes: [{ pattern: '/tenants', page: 'tenants' }],
  needs: ['tenants'],
  load: TENANT_PAGES,
  icons: {},
});
