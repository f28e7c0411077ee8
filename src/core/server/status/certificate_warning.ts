import type { Translator } from '../../common/i18n';
import { i18n, localize } from '../i18n/localized_message';
import type { LocalizedMessage } from '../i18n/types';
import type { StatusCertificate } from './types';

/**
 * The warning of a certificate near its expiry, as a message: the TLS layer writes it in English
 * for the log (`certificate.warning`); /status shows it in the reader's language.
 */
export function certificateWarning({
  daysLeft,
  validTo,
}: Pick<StatusCertificate, 'daysLeft' | 'validTo'>): LocalizedMessage {
  return i18n.defineMessage('core.status.tls.expiresSoon', {
    defaultMessage:
      'The server certificate expires in {daysLeft, plural, =1 {# day} other {# days}} ({validTo}); renew it.',
    values: { daysLeft, validTo },
  });
}

/** The certificate as /status shows it: its warning, if any, in the reader's language. */
export function localizeCertificate(translator: Translator, certificate: StatusCertificate): StatusCertificate {
  return certificate.warning
    ? { ...certificate, warning: localize(translator, certificateWarning(certificate)) }
    : certificate;
}
