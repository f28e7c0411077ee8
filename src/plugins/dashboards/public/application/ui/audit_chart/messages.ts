import { defineMessages } from '../../../../../../core/public';

export const messages = defineMessages({
  noValue: { id: 'dashboards.auditChart.noValue', defaultMessage: '(none)' },
  ariaLabel: {
    id: 'dashboards.auditChart.ariaLabel',
    defaultMessage: '{count, plural, one {# audit events} other {# audit events}}',
  },
  seriesName: { id: 'dashboards.auditChart.seriesName', defaultMessage: 'Events' },
  notRecorded: {
    id: 'dashboards.auditChart.notRecorded',
    defaultMessage: '{categories} events are not recorded by the current audit settings (Security, Audit logging).',
  },
  noAnswer: { id: 'dashboards.auditChart.noAnswer', defaultMessage: 'The server did not answer.' },
  forbidden: { id: 'dashboards.auditChart.forbidden', defaultMessage: 'You do not have permission to view audit data' },
  loadFailedTitle: {
    id: 'dashboards.auditChart.loadFailedTitle',
    defaultMessage: 'The audit data could not be loaded',
  },
  empty: { id: 'dashboards.auditChart.empty', defaultMessage: 'No audit events in this range.' },
});
