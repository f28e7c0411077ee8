import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  successToast: { id: 'security.getStarted.purgeCache.successToast', defaultMessage: 'Cache purge successful' },
  failed: { id: 'security.getStarted.purgeCache.failed', defaultMessage: 'Cache purge failed.' },
  title: { id: 'security.getStarted.steps.auth.title', defaultMessage: 'Review authentication and authorization' },
  text: {
    id: 'security.getStarted.steps.auth.text',
    defaultMessage:
      'The security configuration decides how users sign in (authentication domains, in their execution order) and where their backend roles come from (authorization backends). Check that it matches your identity providers. {learnMore}',
  },
  button: { id: 'security.getStarted.steps.auth.button', defaultMessage: 'Review authentication and authorization' },
  rolesTitle: { id: 'security.getStarted.steps.roles.title', defaultMessage: 'Create roles' },
  rolesText: {
    id: 'security.getStarted.steps.roles.text',
    defaultMessage:
      'A role is a set of cluster, index and tenant permissions. Start from the predefined roles or create your own. {learnMore}',
  },
  exploreButton: { id: 'security.getStarted.steps.roles.exploreButton', defaultMessage: 'Explore existing roles' },
  createButton: { id: 'security.getStarted.steps.roles.createButton', defaultMessage: 'Create new role' },
  mapUsersTitle: { id: 'security.getStarted.steps.mapUsers.title', defaultMessage: 'Map users to a role' },
  mapUsersText: {
    id: 'security.getStarted.steps.mapUsers.text',
    defaultMessage:
      "Users get a role's permissions once they are mapped to it, by user name or by a backend role from the authorization backends. Open a role and choose its mapped users. {learnMore}",
  },
  mapUsersButton: { id: 'security.getStarted.steps.mapUsers.button', defaultMessage: 'Map users to a role' },
  usersTitle: { id: 'security.getStarted.steps.users.title', defaultMessage: 'Create internal users' },
  usersText: {
    id: 'security.getStarted.steps.users.text',
    defaultMessage:
      'Internal users are kept by the security plugin itself: useful for service accounts and when no external identity provider is configured. {learnMore}',
  },
  usersButton: { id: 'security.getStarted.steps.users.button', defaultMessage: 'Manage internal users' },
  getStartedTitle: { id: 'security.getStarted.title', defaultMessage: 'Get started' },
  description: {
    id: 'security.getStarted.description',
    defaultMessage:
      'Set up security in four steps: review how users authenticate, create roles, map users to them, and create internal users where needed. {learnMore}',
  },
  optionalTitle: {
    id: 'security.getStarted.optional.title',
    defaultMessage: 'Optional: configure audit logs and tenants',
  },
  auditText: {
    id: 'security.getStarted.optional.auditText',
    defaultMessage:
      'Audit logs record who signed in, who was refused and what changed in the security configuration. {learnMore}',
  },
  auditButton: { id: 'security.getStarted.optional.auditButton', defaultMessage: 'Review audit log configuration' },
  tenantsText: {
    id: 'security.getStarted.optional.tenantsText',
    defaultMessage:
      'Tenants keep index patterns, visualizations and dashboards apart: a global tenant everyone shares, a private tenant per user and custom tenants for teams. {learnMore}',
  },
  tenantsButton: { id: 'security.getStarted.optional.tenantsButton', defaultMessage: 'Manage tenants' },
  purgeCacheTitle: { id: 'security.getStarted.purgeCache.title', defaultMessage: 'Purge cache' },
  purgeCacheText: {
    id: 'security.getStarted.purgeCache.text',
    defaultMessage:
      'The security plugin caches verified credentials and permission evaluations. Purge the cache after changing the security configuration outside this app, so every request is checked against the new configuration at once.',
  },
  purgeCacheButton: { id: 'security.getStarted.purgeCache.button', defaultMessage: 'Purge cache' },
  sectionLabel: { id: 'security.getStarted.sectionLabel', defaultMessage: 'Get started' },
});
