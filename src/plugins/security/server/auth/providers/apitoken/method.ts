import { API_TOKEN_AUTH_TYPE } from '../../../../common/api_tokens';
import type { SignInMethod } from '../sign_in_method';

/** API tokens: a credential of this server's own, never a login page entry. */
export const apiTokenMethod: SignInMethod = {
  name: 'apitoken',
  title: 'API token',
  sessionTypes: [API_TOKEN_AUTH_TYPE],
};
