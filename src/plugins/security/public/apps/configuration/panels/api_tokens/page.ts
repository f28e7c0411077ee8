/** The API tokens feature: every token, for security administrators. */
import { i18n } from '../../../../../../../core/public';
import { REST_API_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';

export const API_TOKENS_FEATURE = onePageFeature({
  id: 'apiTokens',
  section: {
    label: () => i18n.translate('security.configApiTokens.sectionLabel', { defaultMessage: 'API tokens' }),
    path: '/apitokens',
  },
  // Everyone with the app: the server lists everyone's tokens to administrators, others their own.
  // Every token, for security administrators; everyone else keeps their own in the account menu.
  needs: REST_API_ENDPOINTS,
  capability: 'api_tokens',
  load: pageLoader(() => import('./api_tokens_page'), 'ApiTokensPage'),
});
