import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  done: { id: 'security.importExport.export.done', defaultMessage: 'Downloaded {fileName}.' },
  title: { id: 'security.importExport.export.title', defaultMessage: 'Export' },
  description: {
    id: 'security.importExport.export.description',
    defaultMessage:
      'Downloads {files} and {lastFile} in one zip archive. Built-in entries are left out; hidden entries are never exported.',
  },
  includeHashes: { id: 'security.importExport.export.includeHashes', defaultMessage: 'Include password hashes' },
  includeHashesHelp: {
    id: 'security.importExport.export.includeHashesHelp',
    defaultMessage:
      'Also writes the secrets of {file} (bind passwords, client secrets, signing keys). Without it, users keep their current passwords when the archive is imported here again. Keep an archive with hashes as safe as the passwords themselves.',
  },
  exporting: { id: 'security.importExport.export.exporting', defaultMessage: 'Exporting…' },
  button: { id: 'security.importExport.export.button', defaultMessage: 'Export' },
  internalusers: { id: 'security.importExport.resource.internalusers', defaultMessage: 'Internal users' },
  roles: { id: 'security.importExport.resource.roles', defaultMessage: 'Roles' },
  rolesmapping: { id: 'security.importExport.resource.rolesmapping', defaultMessage: 'Role mappings' },
  actiongroups: { id: 'security.importExport.resource.actiongroups', defaultMessage: 'Action groups' },
  tenants: { id: 'security.importExport.resource.tenants', defaultMessage: 'Tenants' },
  nodesdn: { id: 'security.importExport.resource.nodesdn', defaultMessage: 'Nodes DN' },
  config: { id: 'security.importExport.resource.config', defaultMessage: 'Security configuration' },
  audit: { id: 'security.importExport.resource.audit', defaultMessage: 'Audit configuration' },
  allowlist: { id: 'security.importExport.resource.allowlist', defaultMessage: 'Allowlist' },
  addedBadge: { id: 'security.importExport.diff.addedBadge', defaultMessage: 'Added' },
  changedBadge: { id: 'security.importExport.diff.changedBadge', defaultMessage: 'Changed' },
  removedBadge: { id: 'security.importExport.diff.removedBadge', defaultMessage: 'Removed' },
  keptBadge: { id: 'security.importExport.diff.keptBadge', defaultMessage: 'Kept' },
  none: { id: 'security.importExport.diff.none', defaultMessage: '(none)' },
  secretField: {
    id: 'security.importExport.diff.secretField',
    defaultMessage:
      '{field}: {change, select, added {added} removed {removed} changed {changed} other {{change}}} (not shown)',
  },
  addedField: { id: 'security.importExport.diff.addedField', defaultMessage: '{field}: added {after}' },
  removedField: { id: 'security.importExport.diff.removedField', defaultMessage: '{field}: removed (was {before})' },
  changedField: { id: 'security.importExport.diff.changedField', defaultMessage: '{field}: {before} → {after}' },
  addedCount: { id: 'security.importExport.diff.addedCount', defaultMessage: '{count} added' },
  changedCount: { id: 'security.importExport.diff.changedCount', defaultMessage: '{count} changed' },
  removedCount: { id: 'security.importExport.diff.removedCount', defaultMessage: '{count} removed' },
  keptCount: { id: 'security.importExport.diff.keptCount', defaultMessage: '{count} kept' },
  noChanges: { id: 'security.importExport.diff.noChanges', defaultMessage: 'no changes' },
  changeColumn: { id: 'security.importExport.diff.changeColumn', defaultMessage: 'Change' },
  nameColumn: { id: 'security.importExport.diff.nameColumn', defaultMessage: 'Name' },
  detailsColumn: { id: 'security.importExport.diff.detailsColumn', defaultMessage: 'Details' },
  newEntry: { id: 'security.importExport.diff.newEntry', defaultMessage: 'New entry' },
  wholeEntry: { id: 'security.importExport.diff.wholeEntry', defaultMessage: 'Whole entry' },
  resourceHeading: {
    id: 'security.importExport.diff.resourceHeading',
    defaultMessage: '{resource} ({file}): {counts}',
  },
  caption: {
    id: 'security.importExport.diff.caption',
    defaultMessage:
      'Changes to {resource, select, internalusers {internal users} roles {roles} rolesmapping {role mappings} actiongroups {action groups} tenants {tenants} nodesdn {nodes dn} config {security configuration} audit {audit configuration} allowlist {allowlist} other {{resource}}}',
  },
  unchanged: {
    id: 'security.importExport.diff.unchanged',
    defaultMessage: 'The file matches the current configuration.',
  },
  pageTitle: { id: 'security.importExport.page.title', defaultMessage: 'Import and export' },
  pageDescription: {
    id: 'security.importExport.page.description',
    defaultMessage:
      "Back up or move the whole security configuration as the YAML files OpenSearch's securityadmin reads.",
  },
  problems: {
    id: 'security.importExport.import.problems',
    defaultMessage: '{prefix} The files have {count, plural, one {# problem} other {# problems}}; nothing was changed.',
  },
  fileColumn: { id: 'security.importExport.issues.fileColumn', defaultMessage: 'File' },
  entryColumn: { id: 'security.importExport.issues.entryColumn', defaultMessage: 'Entry' },
  fieldColumn: { id: 'security.importExport.issues.fieldColumn', defaultMessage: 'Field' },
  problemColumn: { id: 'security.importExport.issues.problemColumn', defaultMessage: 'Problem' },
  totalsWithKept: {
    id: 'security.importExport.import.totalsWithKept',
    defaultMessage: '{added} added, {changed} changed, {removed} removed, {kept} kept as they are',
  },
  totals: {
    id: 'security.importExport.import.totals',
    defaultMessage: '{added} added, {changed} changed, {removed} removed',
  },
  summaryWithIgnored: {
    id: 'security.importExport.import.summaryWithIgnored',
    defaultMessage: '{totals} (files read: {files}; ignored: {ignored}).',
  },
  summary: { id: 'security.importExport.import.summary', defaultMessage: '{totals} (files read: {files}).' },
  previewError: { id: 'security.importExport.import.previewError', defaultMessage: 'Could not preview the import.' },
  applyError: { id: 'security.importExport.import.applyError', defaultMessage: 'Could not apply the import.' },
  importTitle: { id: 'security.importExport.import.title', defaultMessage: 'Import' },
  importDescription: {
    id: 'security.importExport.import.description',
    defaultMessage:
      'Pick an exported .zip archive, or single .yml files: each file replaces the entries of its kind, and kinds without a file stay as they are. Reserved and built-in entries keep their definitions. You see every change before anything is written.',
  },
  pickerPrompt: {
    id: 'security.importExport.import.pickerPrompt',
    defaultMessage: 'Select or drag a .zip archive or .yml files',
  },
  pickerLabel: { id: 'security.importExport.import.pickerLabel', defaultMessage: 'Configuration files to import' },
  checking: { id: 'security.importExport.import.checking', defaultMessage: 'Checking the files…' },
  previewButton: { id: 'security.importExport.import.previewButton', defaultMessage: 'Preview changes' },
  problemsCaption: { id: 'security.importExport.import.problemsCaption', defaultMessage: 'Problems in the files' },
  applied: { id: 'security.importExport.import.applied', defaultMessage: 'Import applied: {totals}.' },
  changesTitle: { id: 'security.importExport.import.changesTitle', defaultMessage: 'Changes the import would make' },
  warningsTitle: { id: 'security.importExport.import.warningsTitle', defaultMessage: 'Accepted, but worth a look' },
  warningsCaption: { id: 'security.importExport.import.warningsCaption', defaultMessage: 'Warnings' },
  applying: { id: 'security.importExport.import.applying', defaultMessage: 'Applying…' },
  applyButton: { id: 'security.importExport.import.applyButton', defaultMessage: 'Apply import' },
  nothingToApply: {
    id: 'security.importExport.import.nothingToApply',
    defaultMessage: 'The files match the current configuration: there is nothing to apply.',
  },
  confirmTitle: { id: 'security.importExport.confirm.title', defaultMessage: 'Apply the import?' },
  cancelButton: { id: 'security.importExport.confirm.cancelButton', defaultMessage: 'Cancel' },
  confirmApplyButton: { id: 'security.importExport.confirm.applyButton', defaultMessage: 'Apply import' },
  body: {
    id: 'security.importExport.confirm.body',
    defaultMessage: '{totals}. All of it is written in one step, or nothing is; the audit log records each change.',
  },
  sectionLabel: { id: 'security.importExport.sectionLabel', defaultMessage: 'Import and export' },
  readError: { id: 'security.importExport.upload.readError', defaultMessage: 'Could not read {name}.' },
  megabytes: { id: 'security.importExport.upload.megabytes', defaultMessage: '{size} MB' },
  kilobytes: { id: 'security.importExport.upload.kilobytes', defaultMessage: '{size} KB' },
  nothingPicked: {
    id: 'security.importExport.upload.nothingPicked',
    defaultMessage: 'Pick a .zip archive or one or more .yml files first.',
  },
  mixed: {
    id: 'security.importExport.upload.mixed',
    defaultMessage: 'Pick either one .zip archive or .yml files, not both.',
  },
  tooLarge: {
    id: 'security.importExport.upload.tooLarge',
    defaultMessage:
      'The upload is {size} once encoded; the server accepts at most {max}. Import the files in smaller groups (for example {file} on its own).',
  },
  failed: { id: 'security.importExport.export.failed', defaultMessage: 'The export failed: {message}' },
  failedStatus: {
    id: 'security.importExport.export.failedStatus',
    defaultMessage: 'The export failed: status {status}',
  },
});
