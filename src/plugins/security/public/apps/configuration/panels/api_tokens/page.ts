/** The API tokens feature: every token, for security administrators. */
import { REST_API_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { securityPage } from '../../page_descriptor';

export const API_TOKENS_FEATURE = securityPage({
  id: 'apiTokens',
  section: { label: 'API tokens', path: '/apitokens' },
  routes: [{ pattern: '/apitokens', page: 'apiTokens' }],
  // Everyone with the app: the server lists everyone's tokens to administrators, others their own.
  // Every token, for security administrators; everyone else keeps their own in the account menu.
  needs: REST_API_ENDPOINTS,
  capability: 'api_tokens',
  load: {
    apiTokens: pageLoader(
      () => import('./api_tokens_page'),
      (module) => module.ApiTokensPage
    ),
  },
  icons: {},
});
