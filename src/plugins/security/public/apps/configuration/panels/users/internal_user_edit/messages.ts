import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  keyRequired: { id: 'security.users.attributes.keyRequired', defaultMessage: 'Enter a key, or remove the row.' },
  keyDuplicate: {
    id: 'security.users.attributes.keyDuplicate',
    defaultMessage: 'This key is used by another attribute.',
  },
  keyLabel: { id: 'security.users.attributes.keyLabel', defaultMessage: 'Key' },
  keyAriaLabel: { id: 'security.users.attributes.keyAriaLabel', defaultMessage: 'Attribute {number} key' },
  valueLabel: { id: 'security.users.attributes.valueLabel', defaultMessage: 'Value' },
  valueAriaLabel: { id: 'security.users.attributes.valueAriaLabel', defaultMessage: 'Attribute {number} value' },
  removeAriaLabel: { id: 'security.users.attributes.removeAriaLabel', defaultMessage: 'Remove attribute {number}' },
  addAnother: { id: 'security.users.attributes.addAnother', defaultMessage: 'Add another attribute' },
  add: { id: 'security.users.attributes.add', defaultMessage: 'Add attribute' },
  reservedTitle: {
    id: 'security.users.edit.reservedTitle',
    defaultMessage: 'This user is reserved and cannot be changed.',
  },
  backButton: { id: 'security.users.edit.backButton', defaultMessage: 'Back to internal users' },
  formTab: { id: 'security.users.edit.formTab', defaultMessage: 'User' },
  description: {
    id: 'security.users.edit.description',
    defaultMessage: 'Internal users are stored by the security plugin and sign in with a password.',
  },
  checkAccessButton: { id: 'security.users.edit.checkAccessButton', defaultMessage: 'Check access' },
  backendRolesTitle: { id: 'security.users.form.backendRolesTitle', defaultMessage: 'Backend roles' },
  backendRolesHelp: {
    id: 'security.users.form.backendRolesHelp',
    defaultMessage: 'Type a role and press Enter. Roles can be mapped to backend roles.',
  },
  backendRolesAriaLabel: { id: 'security.users.form.backendRolesAriaLabel', defaultMessage: 'Backend roles' },
  attributesTitle: { id: 'security.users.form.attributesTitle', defaultMessage: 'Attributes' },
  credentialsTitle: { id: 'security.users.form.credentialsTitle', defaultMessage: 'Credentials' },
  userNameLabel: { id: 'security.users.form.userNameLabel', defaultMessage: 'Username' },
  userNameFixed: {
    id: 'security.users.form.userNameFixed',
    defaultMessage: 'The name of an existing user cannot be changed.',
  },
  instruction: {
    id: 'security.users.password.instruction',
    defaultMessage:
      'Password should be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one digit, and one special character.',
  },
  strengthWeak: { id: 'security.users.password.strengthWeak', defaultMessage: 'Weak' },
  strengthFair: { id: 'security.users.password.strengthFair', defaultMessage: 'Fair' },
  strengthStrong: { id: 'security.users.password.strengthStrong', defaultMessage: 'Strong' },
  label: { id: 'security.users.password.label', defaultMessage: 'Password' },
  unchangedHelp: {
    id: 'security.users.password.unchangedHelp',
    defaultMessage: 'Leave both fields empty to keep the current password.',
  },
  required: { id: 'security.users.password.required', defaultMessage: 'Enter a password for the new user.' },
  strength: { id: 'security.users.password.strength', defaultMessage: 'Password strength: {strength}' },
  repeatLabel: { id: 'security.users.password.repeatLabel', defaultMessage: 'Re-enter password' },
  repeatHelp: {
    id: 'security.users.password.repeatHelp',
    defaultMessage: 'The password must be identical to what you entered above.',
  },
  mismatch: { id: 'security.users.password.mismatch', defaultMessage: 'The passwords do not match.' },
  button: { id: 'security.users.resetMfa.button', defaultMessage: 'Reset two-step verification' },
  question: {
    id: 'security.users.resetMfa.question',
    defaultMessage:
      'Remove the authenticator app and recovery codes of "{name}"? They sign in with their password alone until they set it up again (or must set it up at their next login when their roles require it).',
  },
  doneToast: {
    id: 'security.users.resetMfa.doneToast',
    defaultMessage: 'Two-step verification of "{name}" was reset.',
  },
  confirmButton: { id: 'security.users.resetMfa.confirmButton', defaultMessage: 'Reset' },
  failed: { id: 'security.users.resetMfa.failed', defaultMessage: 'Could not reset two-step verification.' },
  nameTaken: { id: 'security.users.edit.nameTaken', defaultMessage: "A user named ''{name}'' already exists." },
  loadFailed: { id: 'security.users.edit.loadFailed', defaultMessage: "Could not load user ''{name}''." },
  updatedToast: { id: 'security.users.edit.updatedToast', defaultMessage: "User ''{name}'' updated" },
  createdToast: { id: 'security.users.edit.createdToast', defaultMessage: "User ''{name}'' created" },
});
