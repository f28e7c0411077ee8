/**
 * What core itself reports on /status: its services' states and messages, the store's and the
 * certificate's probes and the metrics row. Each text is a message, read in the reader's language.
 */
import { i18n } from '../i18n/localized_message';
import type { StoreStatus } from '../store/types';
import { certificateWarning } from './certificate_warning';
import type { InternalStatusServiceSetup, OperationsRowSource, ServiceStatus, StatusCertificate } from './types';

/** The services that are ready once core is set up. */
export function reportCoreServices(status: InternalStatusServiceSetup): void {
  status.set('core:http', {
    state: 'green',
    message: i18n.defineMessage('core.status.http.ready', { defaultMessage: 'HTTP server is ready' }),
  });
  status.set('core:savedObjects', {
    state: 'green',
    message: i18n.defineMessage('core.status.savedObjects.available', {
      defaultMessage: 'Saved objects are available',
    }),
  });
  status.set('core:uiSettings', {
    state: 'green',
    message: i18n.defineMessage('core.status.uiSettings.available', { defaultMessage: 'UI settings are available' }),
  });
}

/** `core:store`: whether the store answers now, and which one it is. */
export function storeStatus(state: StoreStatus): ServiceStatus {
  const values = { dialect: state.dialect, host: state.host ?? '' };
  return state.state === 'available'
    ? {
        state: 'green',
        message: i18n.defineMessage('core.status.store.available', {
          defaultMessage:
            '{dialect, select, sqlite {The store (SQLite in the data dir) is available} other {The store (PostgreSQL at {host}) is available}}',
          values,
        }),
      }
    : {
        state: 'red',
        message: i18n.defineMessage('core.status.store.unreachable', {
          defaultMessage:
            '{dialect, select, sqlite {The store (SQLite in the data dir) is unreachable: {reason}} other {The store (PostgreSQL at {host}) is unreachable: {reason}}}',
          values: {
            ...values,
            reason: state.reason ?? i18n.defineMessage('core.status.store.noAnswer', { defaultMessage: 'no answer' }),
          },
        }),
      };
}

/** `core:tls`: yellow while the certificate has fewer than 30 days left. */
export function tlsStatus(certificate: StatusCertificate | null): ServiceStatus {
  if (!certificate) {
    return { state: 'green', message: i18n.defineMessage('core.status.tls.on', { defaultMessage: 'TLS is on' }) };
  }
  return certificate.warning
    ? { state: 'yellow', message: certificateWarning(certificate) }
    : {
        state: 'green',
        message: i18n.defineMessage('core.status.tls.validUntil', {
          defaultMessage: 'The server certificate is valid until {validTo}',
          values: { validTo: certificate.validTo },
        }),
      };
}

/** The "Operations" row that says whether `/api/metrics` is served. */
export function metricsRow(enabled: () => boolean): OperationsRowSource {
  return {
    id: 'metrics.enabled',
    label: i18n.defineMessage('core.status.operations.metrics', { defaultMessage: 'Prometheus metrics' }),
    read: () =>
      enabled()
        ? i18n.defineMessage('core.status.operations.metricsOn', { defaultMessage: 'on (GET /api/metrics)' })
        : i18n.defineMessage('core.status.operations.metricsOff', { defaultMessage: 'off' }),
  };
}
