// Where `i18n/no-untranslated-text` holds (ESLint config and `npm run i18n:check` read this).

/** Browser code: everything a user reads is rendered there (light pages included). */
const TRANSLATED_CODE = ['src/core/public/**/*.{ts,tsx}', 'src/plugins/*/public/**/*.{ts,tsx}'];

/** Tests, fakes and fixtures write literal text on purpose. */
const NOT_SHIPPED = [
  '**/*.test.{ts,tsx}',
  '**/test_utils/**',
  '**/test_fakes.ts',
  '**/test_fixtures/**',
  '**/mocks.ts',
  '**/*_cases.ts',
];

/**
 * Directories whose texts are not messages yet (issue 74 in progress): each leaves this list once
 * its texts are, and the rule then holds there for good.
 */
const NOT_YET_TRANSLATED = [
  'src/core/public/application/ui/*',
  'src/core/public/chrome/ui/header/*',
  'src/core/public/core_app/apps/error/*',
  'src/core/public/core_app/apps/home/*',
  'src/core/public/core_app/status/*',
  'src/core/public/core_app/status/ui/*',
  'src/core/public/light/*',
  'src/core/public/notifications/toasts/*',
  'src/core/public/notifications/ui/*',
  'src/core/public/overlays/ui/*',
  'src/core/public/saved_objects/ui/*',
  'src/core/public/utils/*',
  'src/plugins/dashboards/public/application/*',
  'src/plugins/dashboards/public/application/ui/*',
  'src/plugins/dashboards/public/application/ui/audit_chart/*',
  'src/plugins/management/public/application/*',
  'src/plugins/management/public/sections/objects/*',
  'src/plugins/management/public/sections/settings/*',
  'src/plugins/security/public/*',
  'src/plugins/security/public/apps/*',
  'src/plugins/security/public/apps/access_denied/*',
  'src/plugins/security/public/apps/account/*',
  'src/plugins/security/public/apps/alerts/*',
  'src/plugins/security/public/apps/api_tokens/*',
  'src/plugins/security/public/apps/configuration/*',
  'src/plugins/security/public/apps/configuration/panels/alerts/*',
  'src/plugins/security/public/apps/configuration/panels/api_tokens/*',
  'src/plugins/security/public/apps/configuration/panels/audit_logging/*',
  'src/plugins/security/public/apps/configuration/panels/audit_logging/events/*',
  'src/plugins/security/public/apps/configuration/panels/auth_view/*',
  'src/plugins/security/public/apps/configuration/panels/check_access/*',
  'src/plugins/security/public/apps/configuration/panels/get_started/*',
  'src/plugins/security/public/apps/configuration/panels/history/*',
  'src/plugins/security/public/apps/configuration/panels/import_export/*',
  'src/plugins/security/public/apps/configuration/panels/lockouts/*',
  'src/plugins/security/public/apps/configuration/panels/permissions/action_group_edit/*',
  'src/plugins/security/public/apps/configuration/panels/permissions/permission_list/*',
  'src/plugins/security/public/apps/configuration/panels/placeholder/*',
  'src/plugins/security/public/apps/configuration/panels/resource_access/*',
  'src/plugins/security/public/apps/configuration/panels/resource_form/*',
  'src/plugins/security/public/apps/configuration/panels/roles/role_edit/*',
  'src/plugins/security/public/apps/configuration/panels/roles/role_list/*',
  'src/plugins/security/public/apps/configuration/panels/roles/role_mapping/*',
  'src/plugins/security/public/apps/configuration/panels/roles/role_view/*',
  'src/plugins/security/public/apps/configuration/panels/sessions/*',
  'src/plugins/security/public/apps/configuration/panels/tenant_list/*',
  'src/plugins/security/public/apps/configuration/panels/users/internal_user_edit/*',
  'src/plugins/security/public/apps/configuration/panels/users/internal_user_list/*',
  'src/plugins/security/public/apps/configuration/utils/*',
  'src/plugins/security/public/apps/customerror/*',
  'src/plugins/security/public/apps/login/*',
  'src/plugins/security/public/apps/logout_confirm/*',
  'src/plugins/security/public/apps/mfa/*',
  'src/plugins/security/public/apps/resource_access/share_flyout/*',
  'src/plugins/security/public/apps/session_expiry/*',
];

module.exports = { TRANSLATED_CODE, NOT_SHIPPED, NOT_YET_TRANSLATED };
