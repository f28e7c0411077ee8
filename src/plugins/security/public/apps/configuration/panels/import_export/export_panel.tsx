/** The Export panel: one button, and the opt-in to put password hashes and secrets in the archive. */
import React, { useState } from 'react';
import { EuiButton, EuiCallOut, EuiCheckbox, EuiSpacer, EuiText } from '@elastic/eui';
import { downloadBlob, i18n } from '../../../../../../../core/public';
import type { ConfigurationApi } from '../../api';
import { SectionPanel } from '../../utils/section_panel';
import { TransferApi } from './transfer_api';
import messages from './messages.json';

export const ExportPanel: React.FC<{ api: ConfigurationApi }> = ({ api }) => {
  const [includeHashes, setIncludeHashes] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const run = async () => {
    setWorking(true);
    setError(undefined);
    setDone(undefined);
    try {
      const { blob, fileName } = await api.feature(TransferApi).exportConfiguration(includeHashes);
      downloadBlob(blob, fileName);
      setDone(i18n.translate(messages.exportDone, { fileName }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setWorking(false);
    }
  };

  return (
    <SectionPanel
      title={i18n.translate(messages.exportTitle)}
      description={i18n.translate(messages.exportDescription, {
        files: 'internal_users.yml, roles.yml, roles_mapping.yml, action_groups.yml, tenants.yml, config.yml',
        lastFile: 'audit.yml',
      })}
      data-test-subj="exportPanel"
    >
      <EuiCheckbox
        id="exportIncludeHashes"
        data-test-subj="exportIncludeHashes"
        label={i18n.translate(messages.exportIncludeHashes)}
        checked={includeHashes}
        onChange={(e) => setIncludeHashes(e.target.checked)}
      />
      <EuiText size="xs" color="subdued">
        <p>{i18n.translate(messages.exportIncludeHashesHelp, { file: 'config.yml' })}</p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiButton iconType="download" onClick={run} isLoading={working} data-test-subj="exportButton">
        {working ? i18n.translate(messages.exportExporting) : i18n.translate(messages.exportButton)}
      </EuiButton>
      {error && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" iconType="error" title={error} data-test-subj="exportError" role="alert" />
        </>
      )}
      {done && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="success" iconType="check" title={done} data-test-subj="exportDone" />
        </>
      )}
    </SectionPanel>
  );
};
