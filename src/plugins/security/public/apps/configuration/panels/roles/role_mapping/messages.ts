import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  formTab: { id: 'security.roleMappings.edit.formTab', defaultMessage: 'Mapping' },
  loadingAriaLabel: { id: 'security.roleMappings.edit.loadingAriaLabel', defaultMessage: 'Loading mapping' },
  reservedTitle: {
    id: 'security.roleMappings.edit.reservedTitle',
    defaultMessage: 'The mapping of this role is reserved and cannot be changed.',
  },
  title: { id: 'security.roleMappings.edit.title', defaultMessage: 'Map user' },
  description: { id: 'security.roleMappings.edit.description', defaultMessage: "Map users to the role ''{name}''." },
  usersLabel: { id: 'security.roleMappings.form.usersLabel', defaultMessage: 'Users' },
  usersHelp: {
    id: 'security.roleMappings.form.usersHelp',
    defaultMessage: 'Pick internal users, or type the name of an external user and press Enter.',
  },
  usersPlaceholder: {
    id: 'security.roleMappings.form.usersPlaceholder',
    defaultMessage: 'Search internal users or type a user name',
  },
  backendRolesLabel: { id: 'security.roleMappings.form.backendRolesLabel', defaultMessage: 'Backend roles' },
  backendRolesHelp: {
    id: 'security.roleMappings.form.backendRolesHelp',
    defaultMessage: 'Type a backend role (e.g. from LDAP or a token) and press Enter.',
  },
  backendRolesPlaceholder: {
    id: 'security.roleMappings.form.backendRolesPlaceholder',
    defaultMessage: 'Type in backend role',
  },
  hostsLabel: { id: 'security.roleMappings.form.hostsLabel', defaultMessage: 'Hosts' },
  hostsHelp: {
    id: 'security.roleMappings.form.hostsHelp',
    defaultMessage: 'Type a host name or address pattern and press Enter.',
  },
  hostsPlaceholder: { id: 'security.roleMappings.form.hostsPlaceholder', defaultMessage: 'Type in host' },
  usersSection: { id: 'security.roleMappings.form.usersSection', defaultMessage: 'Users' },
  usersDescription: {
    id: 'security.roleMappings.form.usersDescription',
    defaultMessage:
      'Map users to this role to inherit its permissions: by user name, by backend role or by the host they connect from.',
  },
  mapButton: { id: 'security.roleMappings.form.mapButton', defaultMessage: 'Map' },
  savedToast: { id: 'security.roleMappings.edit.savedToast', defaultMessage: "Role ''{role}'' mapping saved" },
  usersLoadFailed: {
    id: 'security.roleMappings.edit.usersLoadFailed',
    defaultMessage: 'Failed to load internal users.',
  },
  roleLoadFailed: {
    id: 'security.roleMappings.edit.roleLoadFailed',
    defaultMessage: "Failed to load the role ''{name}''.",
  },
  saveFailed: { id: 'security.roleMappings.edit.saveFailed', defaultMessage: 'Failed to save the mapping.' },
});
