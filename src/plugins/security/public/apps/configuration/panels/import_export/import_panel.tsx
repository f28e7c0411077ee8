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
  type EuiButtonProps,
} from '@elastic/eui';
import { i18n, isHttpFetchError, type MessageDescriptor } from '../../../../../../../core/public';
import type { ImportIssue, ImportRequestBody, ImportResponse } from '../../../../../common/config_transfer';
import type { ConfigurationApi } from '../../api';
import { errorText } from '../../utils/toasts';
import { ImportDiff } from './import_diff';
import { readUpload } from './read_upload';
import { SectionPanel } from '../../utils/section_panel';
import { TransferApi } from './transfer_api';
import messages from './messages.json';

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
    const message = i18n.translate(messages.importProblems, { prefix, count: problems.length });
    return { message, problems };
  }
  if (error instanceof Error && !isHttpFetchError(error)) return { message: error.message, problems: [] };
  return { message: errorText(error, prefix), problems: [] };
}

const issueColumns = (): Array<EuiBasicTableColumn<ImportIssue & { id: number }>> => [
  {
    field: 'file',
    name: i18n.translate(messages.issuesFileColumn),
    width: '12em',
  },
  {
    field: 'entry',
    name: i18n.translate(messages.issuesEntryColumn),
    width: '12em',
    render: (entry?: string) => entry ?? '—',
  },
  {
    field: 'field',
    name: i18n.translate(messages.issuesFieldColumn),
    width: '12em',
    render: (field?: string) => field ?? '—',
  },
  // The problem is the server's own text, shown as sent.
  {
    field: 'message',
    name: i18n.translate(messages.issuesProblemColumn),
  },
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
    columns={issueColumns()}
  />
);

function totalText(result: ImportResponse): string {
  const { added, changed, removed, kept } = result.totals;
  return kept
    ? i18n.translate(messages.importTotalsWithKept, { added, changed, removed, kept })
    : i18n.translate(messages.importTotals, { added, changed, removed });
}

function summaryText(result: ImportResponse): string {
  const values = {
    totals: totalText(result),
    files: result.files.join(', '),
    ignored: result.ignored_files.join(', '),
  };
  return result.ignored_files.length
    ? i18n.translate(messages.importSummaryWithIgnored, values)
    : i18n.translate(messages.importSummary, values);
}

interface StageButtonProps extends Pick<EuiButtonProps, 'fill' | 'color' | 'iconType'> {
  onClick(): void;
  stage: Stage;
  /** The stage this button starts: while it runs, the button spins and says so. */
  runs: Stage;
  label: MessageDescriptor;
  runningLabel: MessageDescriptor;
  /** Besides while any stage runs. */
  isDisabled: boolean;
  'data-test-subj': string;
}

const StageButton: React.FC<StageButtonProps> = ({ stage, runs, label, runningLabel, isDisabled, ...props }) => (
  <EuiButton {...props} isDisabled={isDisabled || stage !== 'idle'} isLoading={stage === runs}>
    {i18n.translate(stage === runs ? runningLabel : label)}
  </EuiButton>
);

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

  /** One stage at a time: the buttons wait while it runs, and its failure shows under them. */
  const runStage = async (running: Stage, errorPrefix: MessageDescriptor, work: () => Promise<void>) => {
    setStage(running);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error, i18n.translate(errorPrefix)));
    } finally {
      setStage('idle');
    }
  };

  const runPreview = () =>
    runStage('previewing', messages.importPreviewError, async () => {
      setPreview(undefined);
      setApplied(undefined);
      const body = await readUpload(files);
      const result = await api.feature(TransferApi).importConfiguration(body, true);
      setPreview({ body, result });
    });

  const apply = async () => {
    if (!preview) return;
    setConfirming(false);
    await runStage('applying', messages.importApplyError, async () => {
      const result = await api.feature(TransferApi).importConfiguration(preview.body, false);
      setApplied(result);
      setPreview(undefined);
      setFiles([]);
      // A new picker: the old one still shows the applied files' names.
      setPickerKey((k) => k + 1);
    });
  };

  const changes = preview
    ? preview.result.totals.added + preview.result.totals.changed + preview.result.totals.removed
    : 0;
  return (
    <SectionPanel
      title={i18n.translate(messages.importTitle)}
      description={i18n.translate(messages.importDescription)}
      data-test-subj="importPanel"
    >
      <EuiFilePicker
        key={pickerKey}
        id="importFiles"
        data-test-subj="importFilePicker"
        multiple
        accept=".zip,.yml,.yaml"
        initialPromptText={i18n.translate(messages.importPickerPrompt)}
        aria-label={i18n.translate(messages.importPickerLabel)}
        display="large"
        onChange={pick}
        disabled={stage !== 'idle'}
      />
      <EuiSpacer size="m" />
      <StageButton
        stage={stage}
        runs="previewing"
        label={messages.importPreviewButton}
        runningLabel={messages.importChecking}
        iconType="inspect"
        onClick={runPreview}
        isDisabled={!files.length}
        data-test-subj="importPreviewButton"
      />

      {failure && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" iconType="error" title={failure.message} data-test-subj="importError" role="alert">
            {failure.problems.length > 0 && (
              <IssueTable
                issues={failure.problems}
                caption={i18n.translate(messages.importProblemsCaption)}
                testSubj="importProblems"
              />
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
            title={i18n.translate(messages.importApplied, { totals: totalText(applied) })}
            data-test-subj="importApplied"
            role="status"
          />
        </>
      )}

      {preview && (
        <>
          <EuiSpacer size="l" />
          <EuiTitle size="xs">
            <h3>{i18n.translate(messages.importChangesTitle)}</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <EuiText size="s" data-test-subj="importSummary">
            <p>{summaryText(preview.result)}</p>
          </EuiText>
          {preview.result.warnings.length > 0 && (
            <>
              <EuiSpacer size="s" />
              <EuiCallOut
                color="warning"
                iconType="warning"
                title={i18n.translate(messages.importWarningsTitle)}
                data-test-subj="importWarnings"
              >
                <IssueTable
                  issues={preview.result.warnings}
                  caption={i18n.translate(messages.importWarningsCaption)}
                  testSubj="importWarningTable"
                />
              </EuiCallOut>
            </>
          )}
          <EuiSpacer size="m" />
          <ImportDiff result={preview.result} />
          <EuiSpacer size="m" />
          <EuiFlexGroup gutterSize="s" responsive={false}>
            <EuiFlexItem grow={false}>
              <StageButton
                stage={stage}
                runs="applying"
                label={messages.importApplyButton}
                runningLabel={messages.importApplying}
                fill
                color="danger"
                iconType="upload"
                onClick={() => setConfirming(true)}
                isDisabled={!changes}
                data-test-subj="importApplyButton"
              />
            </EuiFlexItem>
            {!changes && (
              <EuiFlexItem grow={false}>
                <EuiText size="s" color="subdued" data-test-subj="importNothingToApply">
                  <p>{i18n.translate(messages.importNothingToApply)}</p>
                </EuiText>
              </EuiFlexItem>
            )}
          </EuiFlexGroup>
        </>
      )}

      {confirming && preview && (
        <EuiConfirmModal
          title={i18n.translate(messages.confirmTitle)}
          onCancel={() => setConfirming(false)}
          onConfirm={apply}
          cancelButtonText={i18n.translate(messages.confirmCancelButton)}
          confirmButtonText={i18n.translate(messages.confirmApplyButton)}
          buttonColor="danger"
          defaultFocusedButton="cancel"
          data-test-subj="importConfirmModal"
        >
          <p>{i18n.translate(messages.confirmBody, { totals: totalText(preview.result) })}</p>
        </EuiConfirmModal>
      )}
    </SectionPanel>
  );
};
