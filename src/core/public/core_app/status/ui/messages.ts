import { defineMessages } from '../../../i18n';

export const messages = defineMessages({
  title: { id: 'core.status.certificate.title', defaultMessage: 'TLS certificate' },
  subjectLabel: { id: 'core.status.certificate.subjectLabel', defaultMessage: 'Subject' },
  issuerLabel: { id: 'core.status.certificate.issuerLabel', defaultMessage: 'Issuer' },
  expiresLabel: { id: 'core.status.certificate.expiresLabel', defaultMessage: 'Expires' },
  expiresValue: {
    id: 'core.status.certificate.expiresValue',
    defaultMessage: '{validTo} ({daysLeft, plural, one {# day} other {# days}})',
  },
  serialLabel: { id: 'core.status.certificate.serialLabel', defaultMessage: 'Serial' },
  operationsTitle: { id: 'core.status.operations.title', defaultMessage: 'Operations' },
  stateTitle: {
    id: 'core.status.state.title',
    defaultMessage:
      '{state, select, green {Green} yellow {Yellow} red {Red} uninitialized {Uninitialized} other {{title}}}',
  },
  headline: { id: 'core.status.headline', defaultMessage: '{productName} status is {status}' },
  serverName: { id: 'core.status.serverName', defaultMessage: 'Server name: {name}' },
  pluginStatusTitle: { id: 'core.status.pluginStatusTitle', defaultMessage: 'Plugin status' },
  version: { id: 'core.status.version', defaultMessage: 'VERSION {number}' },
  buildNumber: { id: 'core.status.buildNumber', defaultMessage: 'BUILD {buildNumber}' },
  buildHash: { id: 'core.status.buildHash', defaultMessage: 'COMMIT {buildHash}' },
  loadingAriaLabel: { id: 'core.status.loadingAriaLabel', defaultMessage: 'Loading' },
  loadErrorTitle: { id: 'core.status.loadErrorTitle', defaultMessage: 'An error occurred loading the status' },
  idColumn: { id: 'core.status.table.idColumn', defaultMessage: 'ID' },
  statusColumn: { id: 'core.status.table.statusColumn', defaultMessage: 'Status' },
  stateScreenReaderPrefix: { id: 'core.status.table.stateScreenReaderPrefix', defaultMessage: '{state}: ' },
  caption: { id: 'core.status.table.caption', defaultMessage: 'State of each core service and plugin' },
});
