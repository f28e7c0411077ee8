/**
 * The `ldap` authentication and authorization backends, registered through the server's
 * `authenticationBackends` / `authorizationBackends` records. What they do (settings, searches,
 * connections: directories.ts and what it imports) is loaded when a config.yml domain or authz
 * entry of type ldap is first asked, so a server without a directory does not hold it.
 */
import type { AuthzEntry } from '../authc_domains';
import type {
  AuthenticationBackend,
  AuthorizationBackend,
  AuthorizationBackendFactory,
  AuthorizationSubject,
} from '../providers/types';
import type * as Directories from './directories';

export class LdapBackends {
  private directories?: Directories.LdapDirectories;

  readonly authentication: AuthenticationBackend = {
    type: 'ldap',
    check: (domain, credentials) => this.loaded().check(domain, credentials),
    lookup: (domain, username) => this.loaded().lookup(domain, username),
  };

  readonly authorizationFactory: AuthorizationBackendFactory = (entry: AuthzEntry): AuthorizationBackend => ({
    type: 'ldap',
    backendRoles: (user: AuthorizationSubject) => this.loaded().backendRoles(entry, user),
  });

  /** Every pooled connection closed (the server stops). */
  close(): void {
    this.directories?.close();
  }

  private loaded(): Directories.LdapDirectories {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first LDAP domain asked
    this.directories ??= new (require('./directories') as typeof Directories).LdapDirectories();
    return this.directories;
  }
}
