import type { SignInMethod } from '../sign_in_method';

import { CLIENTCERT_LOGIN_PATH } from '../../../../common/login_info';
import { CLIENTCERT_BUTTON_LABEL } from '../../../../common/login_page';

/**
 * A client certificate the TLS layer verified (config.yml's clientcert domain): the button shows
 * only where login_info says this connection showed one.
 */
export const clientCertMethod: SignInMethod = {
  name: 'clientcert',
  title: 'Client certificate',
  sessionTypes: ['clientcert'],
  loginEntry: () => ({
    kind: 'button',
    order: 10,
    label: CLIENTCERT_BUTTON_LABEL,
    path: CLIENTCERT_LOGIN_PATH,
    icon: 'lock',
    needs: 'client_certificate',
  }),
};
