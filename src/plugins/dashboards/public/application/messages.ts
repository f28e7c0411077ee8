import { defineMessages } from '../../../../core/public';

export const messages = defineMessages({
  markdownDefaultTitle: { id: 'dashboards.panels.markdownDefaultTitle', defaultMessage: 'Text' },
  visualization: { id: 'dashboards.panels.types.visualization', defaultMessage: 'Visualization' },
  search: { id: 'dashboards.panels.types.search', defaultMessage: 'Saved search' },
  markdown: { id: 'dashboards.panels.types.markdown', defaultMessage: 'Markdown' },
  map: { id: 'dashboards.panels.types.map', defaultMessage: 'Map' },
  referenceDefaultTitle: { id: 'dashboards.panels.referenceDefaultTitle', defaultMessage: '{type} {id}' },
  referenceSummary: {
    id: 'dashboards.panels.referenceSummary',
    defaultMessage: '{type} "{id}" from this tenant\'s saved objects.',
  },
  unknownDefaultTitle: { id: 'dashboards.panels.unknownDefaultTitle', defaultMessage: 'Panel {key}' },
  missingReferenceSummary: {
    id: 'dashboards.panels.missingReferenceSummary',
    defaultMessage: 'Its reference "{name}" is missing from the dashboard.',
  },
  unknownSummary: { id: 'dashboards.panels.unknownSummary', defaultMessage: 'This panel does not say what it shows.' },
  title: { id: 'dashboards.visualize.title', defaultMessage: 'Visualize' },
  emptyTitle: { id: 'dashboards.visualize.emptyTitle', defaultMessage: 'Visualizations are dashboard panels' },
  emptyBody: {
    id: 'dashboards.visualize.emptyBody',
    defaultMessage: 'Visualizations are created as panels of a dashboard in this tenant.',
  },
  openDashboardsButton: { id: 'dashboards.visualize.openDashboardsButton', defaultMessage: 'Open dashboards' },
});
