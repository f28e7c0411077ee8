/**
 * What the `ldap` backends do (backends.ts loads it with the first LDAP domain asked): each
 * config.yml domain (or authz entry) gets its own directory connections, rebuilt when its
 * settings change.
 */
import { AuthcConfigError, type AuthcDomainEntry, type AuthzEntry } from '../authc_domains';
import type { AuthenticationBackend, AuthorizationSubject } from '../providers/types';
import { checkDirectoryPassword, directoryUsername, findUser } from './authentication';
import { directoryRoles } from './authorization';
import { Directory } from './directory';
import { DirectoryError } from './directory_error';
import { readLdapAuthc, readLdapAuthz, type LdapAuthcSettings, type LdapAuthzSettings } from './settings';

interface Built<S> {
  config: Record<string, unknown>;
  settings: S;
  directory: Directory;
}

export class LdapDirectories implements Omit<AuthenticationBackend, 'type'> {
  private readonly authcDirectories = new Map<string, Built<LdapAuthcSettings>>();
  private readonly authzDirectories = new Map<string, Built<LdapAuthzSettings>>();

  check(domain: AuthcDomainEntry, credentials: { username: string; password: string }) {
    const { settings, directory } = this.authc(domain);
    return checkDirectoryPassword(settings, directory, credentials);
  }

  async lookup(domain: AuthcDomainEntry, username: string) {
    const { settings, directory } = this.authc(domain);
    const attributes = settings.usernameAttribute ? [settings.usernameAttribute] : [];
    const entry = await findUser(directory, settings.users, username, attributes);
    return entry ? { username: directoryUsername(settings, entry), dn: entry.dn } : null;
  }

  /** The roles of one config.yml `authz` entry of type ldap (its directory is built once per settings). */
  backendRoles(entry: AuthzEntry, user: AuthorizationSubject): Promise<string[]> {
    const { settings, directory } = this.authz(entry);
    return directoryRoles(settings, directory, user);
  }

  /** Every pooled connection closed (the server stops). */
  close(): void {
    for (const built of [...this.authcDirectories.values(), ...this.authzDirectories.values()]) built.directory.close();
  }

  private authc(domain: AuthcDomainEntry): Built<LdapAuthcSettings> {
    return this.build(this.authcDirectories, domain.name, domain.backendConfig, () =>
      readLdapAuthc(domain.name, domain.backendConfig)
    );
  }

  private authz(entry: AuthzEntry): Built<LdapAuthzSettings> {
    return this.build(this.authzDirectories, entry.name, entry.config, () => readLdapAuthz(entry.name, entry.config));
  }

  /** The settings objects stay the same while the configuration does (authc_source.ts), so this is a lookup. */
  private build<S extends LdapAuthcSettings | LdapAuthzSettings>(
    cache: Map<string, Built<S>>,
    name: string,
    config: Record<string, unknown>,
    read: () => S
  ): Built<S> {
    const known = cache.get(name);
    if (known?.config === config) return known;
    known?.directory.close();
    let settings: S;
    try {
      settings = read();
    } catch (error) {
      // A wrong key answers like a directory that cannot be asked; the Test-a-user panel names the key.
      if (error instanceof AuthcConfigError) throw new DirectoryError(error.message);
      throw error;
    }
    const built = { config, settings, directory: new Directory(settings) };
    cache.set(name, built);
    return built;
  }
}
