/** Imports the LDAP test configuration into a running test server, as securityadmin does. */
import { ldapConfigYml, ldapRolesMappingYml, type LdapYmlOptions } from './ldap_config_yml';
import type { SecurityTestServer } from './security_test_server';
import type { TestDirectory } from './slapd';
import { importSecurityFiles } from './sso';

export async function importLdapConfig(
  s: SecurityTestServer,
  directory: TestDirectory,
  options: LdapYmlOptions = {}
): Promise<void> {
  await importSecurityFiles(s, {
    'config.yml': ldapConfigYml(directory, options),
    'roles_mapping.yml': ldapRolesMappingYml(),
  });
}
