import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpFetchError } from '../../../../../../../core/public';
import { httpFetchError, inShippedLocale } from '../../../../../../../core/public/mocks';
import type { ImportResponse } from '../../../../../common/config_transfer';
import { createPageProps } from '../../test_fakes';
import { ImportExport } from './import_export';

jest.setTimeout(30_000);

inShippedLocale('de-DE');

const DIFF: ImportResponse = {
  dry_run: true,
  files: ['roles.yml'],
  ignored_files: [],
  warnings: [],
  resources: [
    {
      resource: 'roles',
      file: 'roles.yml',
      added: [{ name: 'new_role', fields: [] }],
      changed: [],
      removed: [{ name: 'old_role' }],
      kept: [],
    },
  ],
  totals: { added: 1, changed: 0, removed: 1, kept: 0 },
};

function setup(importConfiguration: () => Promise<ImportResponse>) {
  const page = createPageProps();
  Object.assign(page.props.api, { importConfiguration: jest.fn(importConfiguration) });
  render(<ImportExport {...page.props} />);
}

const upload = async () => {
  const file = new File(['_meta:\n  type: roles\n'], 'roles.yml', { type: 'text/yaml' });
  await userEvent.upload(screen.getByLabelText('Zu importierende Konfigurationsdateien'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Änderungen in der Vorschau anzeigen' }));
};

const refusal = (count: number) => {
  const problems = Array.from({ length: count }, (_, i) => ({ file: 'roles.yml', message: `problem ${i}` }));
  const plain = httpFetchError(400, 'not imported', '/api/v1/configuration/import');
  return new HttpFetchError(plain.message, plain.request, plain.response, {
    statusCode: 400,
    message: 'not imported',
    attributes: { problems },
  });
};

describe('Import and export in German', () => {
  it('previews an import in German', async () => {
    setup(async () => DIFF);
    expect(screen.getByRole('heading', { name: 'Import und Export' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Passwort-Hashes einschließen' })).toBeInTheDocument();
    await upload();
    expect(await screen.findByTestId('importDiff-roles')).toHaveTextContent(
      'Rollen (roles.yml): 1 hinzugefügt, 1 entfernt'
    );
    expect(screen.getByTestId('importSummary')).toHaveTextContent(
      '1 hinzugefügt, 0 geändert, 1 entfernt (gelesene Dateien: roles.yml).'
    );
    expect(screen.getByRole('button', { name: 'Import anwenden' })).toBeEnabled();
  });

  it('counts the problems of refused files with the German plural forms', async () => {
    let count = 1;
    setup(async () => {
      throw refusal(count);
    });
    await upload();
    expect(await screen.findByTestId('importError')).toHaveTextContent(
      'Die Importvorschau ist fehlgeschlagen. Die Dateien enthalten 1 Problem; es wurde nichts geändert.'
    );
    count = 3;
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen in der Vorschau anzeigen' }));
    expect(await screen.findByText(/Die Dateien enthalten 3 Probleme; es wurde nichts geändert\./)).toBeInTheDocument();
  });
});
