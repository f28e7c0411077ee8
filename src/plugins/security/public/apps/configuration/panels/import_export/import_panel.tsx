/**
 * The Import panel: pick an archive or YAML files, preview (a dry run on the server: every file
 * validated, the diff per resource), then apply after a confirmation. Problems are listed per
 * file, entry and field; nothing is written unless the administrator confirms.
 */
import React, { useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiConfirmModal,
  EuiFilePicker,
  EuiFlexGroup,
  EuiFlexItem,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { isHttpFetchError } from '../../../../../../../core/public';
import type { ImportIssue, ImportRequestBody, ImportResponse } from '../../../../../common/config_transfer';
import type { ConfigurationApi } from '../../api';
import { errorText } from '../../utils/toasts';
import { ImportDiff } from './import_diff';
import { readUpload } from './read_upload';
import { SectionPanel } from '../../utils/section_panel';
import { TransferApi } from './transfer_api';

type Stage = 'idle' | 'previewing' | 'applying';

interface Failure {
  message: string;
  problems: ImportIssue[];
}

function failureOf(error: unknown, prefix: string): Failure {
  const problems = isHttpFetchError(error)
    ? ((error.body as { attributes?: { problems?: unknown } } | undefined)?.attributes?.problems as
        ImportIssue[] | undefined)
    : undefined;
  if (Array.isArray(problems) && problems.length) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    return { message: `${prefix} The files have ${count}; nothing was changed.`, problems };
  }
  if (error instanceof Error && !isHttpFetchError(error)) return { message: error.message, problems: [] };
  return { message: errorText(error, prefix), problems: [] };
}

const issueColumns: Array<EuiBasicTableColumn<ImportIssue & { id: number }>> = [
  { field: 'file', name: 'File', width: '12em' },
  { field: 'entry', name: 'Entry', width: '12em', render: (entry?: string) => entry ?? '—' },
  { field: 'field', name: 'Field', width: '12em', render: (field?: string) => field ?? '—' },
  { field: 'message', name: 'Problem' },
];

const IssueTable: React.FC<{ issues: ImportIssue[]; caption: string; testSubj: string }> = ({
  issues,
  caption,
  testSubj,
}) => (
  <EuiBasicTable
    data-test-subj={testSubj}
    tableCaption={caption}
    items={issues.map((issue, id) => ({ ...issue, id }))}
    itemId="id"
    columns={issueColumns}
  />
);

function totalText(result: ImportResponse): string {
  const { added, changed, removed, kept } = result.totals;
  return `${added} added, ${changed} changed, ${removed} removed${kept ? `, ${kept} kept as they are` : ''}`;
}

const IMPORT_DESCRIPTION =
  'Pick an exported .zip archive, or single .yml files: each file replaces the entries of its kind, and kinds without a file stay as they are. Reserved and built-in entries keep their definitions. You see every change before anything is written.';

export const ImportPanel: React.FC<{ api: ConfigurationApi }> = ({ api }) => {
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [stage, setStage] = useState<Stage>('idle');
  const [failure, setFailure] = useState<Failure>();
  const [preview, setPreview] = useState<{ body: ImportRequestBody; result: ImportResponse }>();
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<ImportResponse>();

  const pick = (list: FileList | null) => {
    setFiles(list ? Array.from(list) : []);
    setPreview(undefined);
    setFailure(undefined);
    setApplied(undefined);
  };

  const runPreview = async () => {
    setStage('previewing');
    setFailure(undefined);
    setPreview(undefined);
    setApplied(undefined);
    try {
      const body = await readUpload(files);
      const result = await api.feature(TransferApi).importConfiguration(body, true);
      setPreview({ body, result });
    } catch (error) {
      setFailure(failureOf(error, 'Could not preview the import.'));
    } finally {
      setStage('idle');
    }
  };

  const apply = async () => {
    if (!preview) return;
    setConfirming(false);
    setStage('applying');
    setFailure(undefined);
    try {
      const result = await api.feature(TransferApi).importConfiguration(preview.body, false);
      setApplied(result);
      setPreview(undefined);
      setFiles([]);
      // A new picker: the old one still shows the applied files' names.
      setPickerKey((k) => k + 1);
    } catch (error) {
      setFailure(failureOf(error, 'Could not apply the import.'));
    } finally {
      setStage('idle');
    }
  };

  const changes = preview
    ? preview.result.totals.added + preview.result.totals.changed + preview.result.totals.removed
    : 0;
  return (
    <SectionPanel title="Import" description={IMPORT_DESCRIPTION} data-test-subj="importPanel">
      <EuiFilePicker
        key={pickerKey}
        id="importFiles"
        data-test-subj="importFilePicker"
        multiple
        accept=".zip,.yml,.yaml"
        initialPromptText="Select or drag a .zip archive or .yml files"
        aria-label="Configuration files to import"
        display="large"
        onChange={pick}
        disabled={stage !== 'idle'}
      />
      <EuiSpacer size="m" />
      <EuiButton
        iconType="inspect"
        onClick={runPreview}
        isDisabled={!files.length || stage !== 'idle'}
        isLoading={stage === 'previewing'}
        data-test-subj="importPreviewButton"
      >
        {stage === 'previewing' ? 'Checking the files…' : 'Preview changes'}
      </EuiButton>

      {failure && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" iconType="error" title={failure.message} data-test-subj="importError" role="alert">
            {failure.problems.length > 0 && (
              <IssueTable issues={failure.problems} caption="Problems in the files" testSubj="importProblems" />
            )}
          </EuiCallOut>
        </>
      )}

      {applied && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut
            color="success"
            iconType="check"
            title={`Import applied: ${totalText(applied)}.`}
            data-test-subj="importApplied"
            role="status"
          />
        </>
      )}

      {preview && (
        <>
          <EuiSpacer size="l" />
          <EuiTitle size="xs">
            <h3>Changes the import would make</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <EuiText size="s" data-test-subj="importSummary">
            <p>
              {totalText(preview.result)} (files read: {preview.result.files.join(', ')}
              {preview.result.ignored_files.length ? `; ignored: ${preview.result.ignored_files.join(', ')}` : ''}).
            </p>
          </EuiText>
          {preview.result.warnings.length > 0 && (
            <>
              <EuiSpacer size="s" />
              <EuiCallOut
                color="warning"
                iconType="warning"
                title="Accepted, but worth a look"
                data-test-subj="importWarnings"
              >
                <IssueTable issues={preview.result.warnings} caption="Warnings" testSubj="importWarningTable" />
              </EuiCallOut>
            </>
          )}
          <EuiSpacer size="m" />
          <ImportDiff result={preview.result} />
          <EuiSpacer size="m" />
          <EuiFlexGroup gutterSize="s" responsive={false}>
            <EuiFlexItem grow={false}>
              <EuiButton
                fill
                color="danger"
                iconType="upload"
                onClick={() => setConfirming(true)}
                isDisabled={!changes || stage !== 'idle'}
                isLoading={stage === 'applying'}
                data-test-subj="importApplyButton"
              >
                {stage === 'applying' ? 'Applying…' : 'Apply import'}
              </EuiButton>
            </EuiFlexItem>
            {!changes && (
              <EuiFlexItem grow={false}>
                <EuiText size="s" color="subdued" data-test-subj="importNothingToApply">
                  <p>The files match the current configuration: there is nothing to apply.</p>
                </EuiText>
              </EuiFlexItem>
            )}
          </EuiFlexGroup>
        </>
      )}

      {confirming && preview && (
        <EuiConfirmModal
          title="Apply the import?"
          onCancel={() => setConfirming(false)}
          onConfirm={apply}
          cancelButtonText="Cancel"
          confirmButtonText="Apply import"
          buttonColor="danger"
          defaultFocusedButton="cancel"
          data-test-subj="importConfirmModal"
        >
          <p>
            {totalText(preview.result)}. All of it is written in one step, or nothing is; the audit log records each
            change.
          </p>
        </EuiConfirmModal>
      )}
    </SectionPanel>
  );
};
