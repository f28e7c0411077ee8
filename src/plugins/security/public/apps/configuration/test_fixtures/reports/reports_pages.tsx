/** Used by tests only (features.test.tsx): the pages of a feature added in a folder of its own. */
import React from 'react';
import type { PageProps } from '../../types';

export const ReportList: React.FC<PageProps> = ({ currentUser }) => (
  <div data-test-subj="reportList">Reports of {currentUser}</div>
);

export const ReportView: React.FC<PageProps> = ({ params }) => (
  <div data-test-subj="reportView">Report {params.name}</div>
);
