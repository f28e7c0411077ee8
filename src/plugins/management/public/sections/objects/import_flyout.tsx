import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFilePicker,
  EuiFormRow,
  EuiRadioGroup,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { FlyoutFrame } from '../../../../../core/public';
import type { ImportError, ImportMode, ImportResult, SavedObjectsManagementApi } from './objects_api';

const MODES = [
  { id: 'overwrite', label: 'Automatically overwrite conflicts' },
  { id: 'createNewCopies', label: 'Create new objects with random IDs' },
];

const errorText = (error: ImportError['error']) => {
  if (error.type === 'unsupported_type') return 'unsupported type';
  if (error.type === 'conflict') return 'an object with this id exists';
  return error.message ?? error.type;
};

const describe = (entry: ImportError) => `${entry.title ?? entry.id} (${entry.type}/${entry.id})`;

/** The report of one import: how many objects were imported, then the conflicts and the other errors. */
export const ImportReport: React.FC<{ result: ImportResult }> = ({ result }) => {
  const conflicts = result.errors.filter((e) => e.error.type === 'conflict');
  const others = result.errors.filter((e) => e.error.type !== 'conflict');
  return (
    <div data-test-subj="savedObjectsImportReport">
      <EuiCallOut
        color={result.success ? 'success' : 'warning'}
        iconType={result.success ? 'check' : 'warning'}
        title={`${result.successCount} object(s) imported`}
        data-test-subj="savedObjectsImportCount"
      />
      {conflicts.length > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut
            color="warning"
            title={`${conflicts.length} conflict(s)`}
            data-test-subj="savedObjectsImportConflicts"
          >
            <ul>
              {conflicts.map((entry) => (
                <li key={`${entry.type}:${entry.id}`}>{describe(entry)}</li>
              ))}
            </ul>
            <p>Import again with “Automatically overwrite conflicts” to replace them.</p>
          </EuiCallOut>
        </>
      )}
      {others.length > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" title={`${others.length} error(s)`} data-test-subj="savedObjectsImportErrors">
            <ul>
              {others.map((entry) => (
                <li key={`${entry.type}:${entry.id}`}>
                  {describe(entry)}: {errorText(entry.error)}
                </li>
              ))}
            </ul>
          </EuiCallOut>
        </>
      )}
    </div>
  );
};

interface Props {
  api: SavedObjectsManagementApi;
  onError: (error: unknown) => void;
  /** `imported`: whether any object was written (the list should reload). */
  onClose: (imported: boolean) => void;
}

/** Import from an NDJSON file, then the server's report. */
export const ImportFlyout: React.FC<Props> = ({ api, onError, onClose }) => {
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>('overwrite');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult>();

  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await api.import(file, mode));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const imported = (result?.successCount ?? 0) > 0;

  return (
    <FlyoutFrame
      title="Import saved objects"
      titleId="savedObjectsImportTitle"
      onClose={() => onClose(imported)}
      size="s"
      footer={{
        start: (
          <EuiButtonEmpty onClick={() => onClose(imported)} data-test-subj="savedObjectsImportClose">
            {result ? 'Done' : 'Cancel'}
          </EuiButtonEmpty>
        ),
        end: !result && (
          <EuiButton fill onClick={run} isLoading={busy} isDisabled={!file} data-test-subj="savedObjectsImportConfirm">
            Import
          </EuiButton>
        ),
      }}
      data-test-subj="savedObjectsImportFlyout"
    >
      {result ? (
        <ImportReport result={result} />
      ) : (
        <>
          <EuiFormRow label="Select a file to import" fullWidth>
            <EuiFilePicker
              accept=".ndjson"
              fullWidth
              initialPromptText="Select or drag and drop an NDJSON file"
              onChange={(files) => setFile(files?.[0] ?? undefined)}
              data-test-subj="savedObjectsImportFile"
            />
          </EuiFormRow>
          <EuiSpacer />
          <EuiFormRow label="Check for existing objects" fullWidth>
            <EuiRadioGroup
              options={MODES}
              idSelected={mode}
              onChange={(id) => setMode(id as ImportMode)}
              name="savedObjectsImportMode"
              data-test-subj="savedObjectsImportMode"
            />
          </EuiFormRow>
          <EuiSpacer />
          <EuiText size="xs" color="subdued">
            <p>Objects are imported into the current tenant. Advanced settings are not imported.</p>
          </EuiText>
        </>
      )}
    </FlyoutFrame>
  );
};
