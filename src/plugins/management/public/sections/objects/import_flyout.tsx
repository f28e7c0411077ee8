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
import { FlyoutFrame, i18n } from '../../../../../core/public';
import type { ImportError, ImportMode, ImportResult, SavedObjectsManagementApi } from './objects_api';
import messages from './messages.json';

const overwriteLabel = () => i18n.translate(messages.importOverwriteMode);

const modes = () => [
  { id: 'overwrite', label: overwriteLabel() },
  {
    id: 'createNewCopies',
    label: i18n.translate(messages.importCreateNewCopiesMode),
  },
];

/** What went wrong with one object: the UI's own words for the kinds it knows, else the server's message. */
const errorText = (error: ImportError['error']) => {
  if (error.type === 'unsupported_type') {
    return i18n.translate(messages.importUnsupportedTypeError);
  }
  if (error.type === 'conflict') {
    return i18n.translate(messages.importConflictError);
  }
  return error.message ?? error.type;
};

const describe = (entry: ImportError) => `${entry.title ?? entry.id} (${entry.type}/${entry.id})`;

/** A list of the objects an import could not write, one line each; nothing when there are none. */
const ObjectsCallOut: React.FC<{
  color: 'warning' | 'danger';
  title: string;
  objects: ImportError[];
  line: (entry: ImportError) => string;
  testSubj: string;
  children?: React.ReactNode;
}> = ({ color, title, objects, line, testSubj, children }) =>
  objects.length === 0 ? null : (
    <>
      <EuiSpacer size="m" />
      <EuiCallOut color={color} title={title} data-test-subj={testSubj}>
        <ul>
          {objects.map((entry) => (
            <li key={`${entry.type}:${entry.id}`}>{line(entry)}</li>
          ))}
        </ul>
        {children}
      </EuiCallOut>
    </>
  );

/** The report of one import: how many objects were imported, then the conflicts and the other errors. */
export const ImportReport: React.FC<{ result: ImportResult }> = ({ result }) => {
  const conflicts = result.errors.filter((e) => e.error.type === 'conflict');
  const others = result.errors.filter((e) => e.error.type !== 'conflict');
  return (
    <div data-test-subj="savedObjectsImportReport">
      <EuiCallOut
        color={result.success ? 'success' : 'warning'}
        iconType={result.success ? 'check' : 'warning'}
        title={i18n.translate(messages.importImportedCount, { count: result.successCount })}
        data-test-subj="savedObjectsImportCount"
      />
      <ObjectsCallOut
        color="warning"
        title={i18n.translate(messages.importConflictCount, { count: conflicts.length })}
        objects={conflicts}
        line={describe}
        testSubj="savedObjectsImportConflicts"
      >
        <p>{i18n.translate(messages.importConflictAdvice, { mode: overwriteLabel() })}</p>
      </ObjectsCallOut>
      <ObjectsCallOut
        color="danger"
        title={i18n.translate(messages.importErrorCount, { count: others.length })}
        objects={others}
        line={(entry) =>
          i18n.translate(messages.importErrorItem, { object: describe(entry), error: errorText(entry.error) })
        }
        testSubj="savedObjectsImportErrors"
      />
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
      title={i18n.translate(messages.importTitle)}
      titleId="savedObjectsImportTitle"
      onClose={() => onClose(imported)}
      size="s"
      footer={{
        start: (
          <EuiButtonEmpty onClick={() => onClose(imported)} data-test-subj="savedObjectsImportClose">
            {result ? i18n.translate(messages.importDoneButton) : i18n.translate(messages.importCancelButton)}
          </EuiButtonEmpty>
        ),
        end: !result && (
          <EuiButton fill onClick={run} isLoading={busy} isDisabled={!file} data-test-subj="savedObjectsImportConfirm">
            {i18n.translate(messages.importConfirmButton)}
          </EuiButton>
        ),
      }}
      data-test-subj="savedObjectsImportFlyout"
    >
      {result ? (
        <ImportReport result={result} />
      ) : (
        <>
          <EuiFormRow label={i18n.translate(messages.importFileLabel)} fullWidth>
            <EuiFilePicker
              accept=".ndjson"
              fullWidth
              initialPromptText={i18n.translate(messages.importFilePrompt)}
              onChange={(files) => setFile(files?.[0] ?? undefined)}
              data-test-subj="savedObjectsImportFile"
            />
          </EuiFormRow>
          <EuiSpacer />
          <EuiFormRow label={i18n.translate(messages.importModeLabel)} fullWidth>
            <EuiRadioGroup
              options={modes()}
              idSelected={mode}
              onChange={(id) => setMode(id as ImportMode)}
              name="savedObjectsImportMode"
              data-test-subj="savedObjectsImportMode"
            />
          </EuiFormRow>
          <EuiSpacer />
          <EuiText size="xs" color="subdued">
            <p>{i18n.translate(messages.importTenantNote)}</p>
          </EuiText>
        </>
      )}
    </FlyoutFrame>
  );
};
