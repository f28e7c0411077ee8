/** What a login says while a directory (LDAP) that could know the user cannot be asked (503). */
export const DIRECTORY_UNREACHABLE_MESSAGE = 'The directory is not reachable';
