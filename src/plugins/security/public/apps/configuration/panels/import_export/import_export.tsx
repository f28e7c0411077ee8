/**
 * Import and export (`/transfer`): the whole configuration downloaded as one zip of securityadmin's
 * YAML files, and an upload (that zip, or single files) previewed as a diff per resource before it
 * is applied in one step.
 */
import React from 'react';
import { EuiPageHeader, EuiSpacer } from '@elastic/eui';
import type { PageProps } from '../../types';
import { ExportPanel } from './export_panel';
import { ImportPanel } from './import_panel';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export const ImportExport: React.FC<PageProps> = ({ api }) => (
  <div data-test-subj="importExportPage">
    <EuiPageHeader
      pageTitle={i18n.translate(messages.pageTitle)}
      description={i18n.translate(messages.pageDescription)}
    />
    <EuiSpacer />
    <ExportPanel api={api} />
    <EuiSpacer />
    <ImportPanel api={api} />
  </div>
);
