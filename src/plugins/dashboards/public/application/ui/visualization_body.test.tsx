import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import React from 'react';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { DashboardsAppDeps } from '../types';
import { VisualizationBody } from './visualization_body';

const SUMMARY = 'Visualization "web-requests" from this tenant\'s saved objects.';

function depsFailing(status: number): Pick<DashboardsAppDeps, 'savedObjects' | 'http'> {
  const get = jest.fn(async () => {
    throw httpFetchError(status, status === 404 ? 'Not Found' : 'Internal Server Error');
  });
  return {
    savedObjects: { get } as unknown as DashboardsAppDeps['savedObjects'],
    http: { get: jest.fn() } as unknown as DashboardsAppDeps['http'],
  };
}

describe('a saved visualization panel', () => {
  it('keeps the summary, and only the summary, for a visualization the tenant does not hold', async () => {
    const deps = depsFailing(404);
    render(<VisualizationBody id="web-requests" summary={SUMMARY} deps={deps} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.savedObjects.get).toHaveBeenCalledWith('visualization', 'web-requests');
    expect(screen.getByTestId('dashboardPanelSummary')).toHaveTextContent(
      /^Visualization "web-requests" from this tenant's saved objects\.$/
    );
    expect(screen.queryByTestId('dashboardPanelLoadError')).not.toBeInTheDocument();
  });

  it('says beside the summary that a failed read could not load the visualization', async () => {
    render(<VisualizationBody id="web-requests" summary={SUMMARY} deps={depsFailing(500)} />);
    expect(await screen.findByTestId('dashboardPanelLoadError')).toHaveTextContent(
      'The visualization could not be loaded.'
    );
    expect(screen.getByTestId('dashboardPanelSummary')).toHaveTextContent(
      /^Visualization "web-requests" from this tenant's saved objects\.$/
    );
  });
});
