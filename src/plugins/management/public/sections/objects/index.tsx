import React from 'react';
import { EuiTitle } from '@elastic/eui';

/** Placeholder: the Saved objects management page replaces this module. */
export const SavedObjectsSection: React.FC = () => (
  <EuiTitle size="l" data-test-subj="savedObjectsSection">
    <h2>Saved objects</h2>
  </EuiTitle>
);
