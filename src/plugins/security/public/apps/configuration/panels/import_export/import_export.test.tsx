import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpFetchError } from '../../../../../../../core/public';
import { httpFetchError } from '../../../../../../../core/public/mocks';
import type { ImportRequestBody, ImportResponse } from '../../../../../common/config_transfer';
import { createPageProps } from '../../test_fakes';
import { ImportExport } from './import_export';
import { fieldLine } from './import_diff';
import { readUpload, toBase64 } from './read_upload';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const DIFF: ImportResponse = {
  dry_run: true,
  files: ['roles.yml'],
  ignored_files: [],
  warnings: [{ file: 'roles.yml', entry: 'ops', message: 'maps a role that is not defined' }],
  resources: [
    {
      resource: 'roles',
      file: 'roles.yml',
      added: [
        { name: 'new_role', fields: [{ field: 'cluster_permissions', change: 'added', after: ['cluster_monitor'] }] },
      ],
      changed: [
        {
          name: 'team_role',
          fields: [{ field: 'cluster_permissions', change: 'changed', before: ['cluster_monitor'], after: [] }],
        },
      ],
      removed: [{ name: 'old_role' }],
      kept: [
        {
          name: 'all_access',
          protection: 'reserved',
          attempted: 'remove',
          message: 'is reserved: it stays (only securityadmin on the server removes reserved entries)',
        },
      ],
    },
  ],
  totals: { added: 1, changed: 1, removed: 1, kept: 1 },
};

function setup(importAnswer: (body: ImportRequestBody, dryRun: boolean) => Promise<ImportResponse>) {
  const page = createPageProps();
  const importConfiguration = jest.fn(importAnswer);
  const exportConfiguration = jest.fn(async (_includeHashes: boolean) => ({
    blob: new Blob(['zip']),
    fileName: 'security-configuration-2030-01-01T00-00-00Z.zip',
  }));
  Object.assign(page.props.api, { importConfiguration, exportConfiguration });
  render(<ImportExport {...page.props} />);
  return { importConfiguration, exportConfiguration };
}

const rolesFile = () => new File(['_meta:\n  type: roles\n  config_version: 2\n'], 'roles.yml', { type: 'text/yaml' });

describe('Import and export page', () => {
  it('previews an upload as a diff per resource, then applies it only after the confirmation', async () => {
    const { importConfiguration } = setup(async (_body, dryRun) => ({ ...DIFF, dry_run: dryRun }));
    const apply = () => screen.queryByTestId('importApplyButton');
    expect(screen.getByTestId('importPreviewButton')).toBeDisabled();

    await userEvent.upload(screen.getByLabelText('Configuration files to import'), rolesFile());
    await userEvent.click(screen.getByTestId('importPreviewButton'));
    const diff = await screen.findByTestId('importDiff-roles');
    expect(importConfiguration).toHaveBeenCalledTimes(1);
    expect(importConfiguration).toHaveBeenCalledWith(
      { files: { 'roles.yml': '_meta:\n  type: roles\n  config_version: 2\n' } },
      true
    );
    expect(diff).toHaveTextContent('Roles (roles.yml): 1 added, 1 changed, 1 removed, 1 kept');
    const rows = within(diff)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Added.*new_role.*cluster_permissions: added cluster_monitor/),
        expect.stringMatching(/Changed.*team_role.*cluster_permissions: cluster_monitor → \(none\)/),
        expect.stringMatching(/Removed.*old_role/),
        expect.stringMatching(/Kept.*all_access.*is reserved: it stays/),
      ])
    );
    expect(screen.getByTestId('importWarnings')).toHaveTextContent('maps a role that is not defined');

    await userEvent.click(apply()!);
    const modal = await screen.findByTestId('importConfirmModal');
    expect(modal).toHaveTextContent('1 added, 1 changed, 1 removed, 1 kept as they are');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(importConfiguration).toHaveBeenCalledTimes(1);

    await userEvent.click(apply()!);
    await userEvent.click(within(await screen.findByTestId('importConfirmModal')).getByText('Apply import'));
    expect(await screen.findByTestId('importApplied')).toHaveTextContent(
      'Import applied: 1 added, 1 changed, 1 removed, 1 kept as they are.'
    );
    expect(importConfiguration).toHaveBeenLastCalledWith(importConfiguration.mock.calls[0][0], false);
    expect(apply()).toBeNull();
  });

  it('lists every problem by file, entry and field when the server refuses the files', async () => {
    const problems = [
      { file: 'roles.yml', entry: 'broken', field: 'cluster_permissions', message: 'must be an array' },
      { file: 'tenants.yml', message: 'is not valid YAML: bad indentation' },
    ];
    setup(async () => {
      const body = { statusCode: 400, error: 'Bad Request', message: 'not imported', attributes: { problems } };
      const plain = httpFetchError(400, 'not imported', '/api/v1/configuration/import');
      throw new HttpFetchError(plain.message, plain.request, plain.response, body);
    });
    await userEvent.upload(screen.getByLabelText('Configuration files to import'), rolesFile());
    await userEvent.click(screen.getByTestId('importPreviewButton'));
    const error = await screen.findByTestId('importError');
    expect(error).toHaveTextContent('Could not preview the import. The files have 2 problems; nothing was changed.');
    const rows = within(screen.getByTestId('importProblems'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/roles\.yml.*broken.*cluster_permissions.*must be an array/);
    expect(rows[1]).toMatch(/tenants\.yml.*—.*—.*is not valid YAML/);
    expect(screen.queryByTestId('importApplyButton')).toBeNull();
  });

  it('says when the files change nothing, and offers nothing to apply', async () => {
    setup(async () => ({
      ...DIFF,
      warnings: [],
      resources: [{ ...DIFF.resources[0], added: [], changed: [], removed: [], kept: [] }],
      totals: { added: 0, changed: 0, removed: 0, kept: 0 },
    }));
    await userEvent.upload(screen.getByLabelText('Configuration files to import'), rolesFile());
    await userEvent.click(screen.getByTestId('importPreviewButton'));
    expect(await screen.findByTestId('importNothingToApply')).toBeInTheDocument();
    expect(screen.getByTestId('importApplyButton')).toBeDisabled();
    expect(screen.getByTestId('importDiff-roles')).toHaveTextContent('no changes');
  });

  it('exports with hashes only when the box is ticked', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:test');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { exportConfiguration } = setup(async () => DIFF);
    await userEvent.click(screen.getByTestId('exportButton'));
    expect(await screen.findByTestId('exportDone')).toHaveTextContent(
      'Downloaded security-configuration-2030-01-01T00-00-00Z.zip.'
    );
    expect(exportConfiguration).toHaveBeenLastCalledWith(false);
    expect(click).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText('Include password hashes'));
    await userEvent.click(screen.getByTestId('exportButton'));
    await waitFor(() => expect(exportConfiguration).toHaveBeenLastCalledWith(true));
    click.mockRestore();
  });

  it('shows a failed export in place', async () => {
    const { exportConfiguration } = setup(async () => DIFF);
    exportConfiguration.mockRejectedValueOnce(new Error('The export failed: Forbidden'));
    await userEvent.click(screen.getByTestId('exportButton'));
    expect(await screen.findByTestId('exportError')).toHaveTextContent('The export failed: Forbidden');
  });
});

describe('readUpload', () => {
  it('sends one archive base64, or YAML files by name', async () => {
    const zip = new File([new Uint8Array([80, 75, 3, 4, 255])], 'backup.ZIP');
    expect(await readUpload([zip])).toEqual({ archive: toBase64(new Uint8Array([80, 75, 3, 4, 255])) });
    // A saved download may have lost its .zip: the bytes say it is an archive.
    const unnamed = new File([new Uint8Array([80, 75, 3, 4, 1])], 'a5d886d4-034b');
    expect(await readUpload([unnamed])).toEqual({ archive: toBase64(new Uint8Array([80, 75, 3, 4, 1])) });
    expect(await readUpload([rolesFile()])).toEqual({
      files: { 'roles.yml': '_meta:\n  type: roles\n  config_version: 2\n' },
    });
  });

  it('explains what to pick instead of a mix, nothing, or too much', async () => {
    await expect(readUpload([])).rejects.toThrow('Pick a .zip archive or one or more .yml files first.');
    await expect(readUpload([new File(['x'], 'a.zip'), rolesFile()])).rejects.toThrow(
      'Pick either one .zip archive or .yml files, not both.'
    );
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'internal_users.yml');
    await expect(readUpload([big])).rejects.toThrow(
      /The upload is 1\.0 MB once encoded; the server accepts at most 1\.0 MB/
    );
  });
});

describe('fieldLine', () => {
  it('never shows a secret, and says what changed', () => {
    expect(fieldLine({ field: 'password', change: 'changed', secret: true })).toBe('password: changed (not shown)');
    expect(fieldLine({ field: 'description', change: 'added', after: 'x' })).toBe('description: added x');
    expect(fieldLine({ field: 'hosts', change: 'removed', before: ['a', 'b'] })).toBe('hosts: removed (was a, b)');
  });
});
