import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import React from 'react';
import type { DashboardsAppDeps } from '../types';
import { VisualizationBody } from './visualization_body';

const SUMMARY = 'Visualization "web-requests" from this tenant\'s saved objects.';
const http = { get: jest.fn() } as unknown as DashboardsAppDeps['http'];

describe('a saved visualization panel', () => {
  it('keeps the summary, and only the summary, for a visualization this app does not draw', () => {
    const object = {
      id: 'web-requests',
      type: 'visualization',
      attributes: { visState: JSON.stringify({ type: 'line', params: {} }) },
      references: [],
    };
    render(<VisualizationBody summary={SUMMARY} object={{ status: 'found', object }} http={http} />);
    expect(screen.getByTestId('dashboardPanelSummary')).toHaveTextContent(
      /^Visualization "web-requests" from this tenant's saved objects\.$/
    );
    expect(screen.queryByTestId('dashboardPanelLoadError')).not.toBeInTheDocument();
  });

  it('says beside the summary that a failed read could not load the visualization', () => {
    render(<VisualizationBody summary={SUMMARY} object={{ status: 'failed' }} http={http} />);
    expect(screen.getByTestId('dashboardPanelLoadError')).toHaveTextContent('The visualization could not be loaded.');
    expect(screen.getByTestId('dashboardPanelSummary')).toHaveTextContent(
      /^Visualization "web-requests" from this tenant's saved objects\.$/
    );
  });
});
