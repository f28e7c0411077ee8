import { runStatements, type Migration } from '../../../../../../core/server';

/**
 * Security keys and passkeys of internal users, and the challenges handed out for them. A
 * credential row holds what verifying its assertions needs (the COSE public key, the signature
 * counter, the WebAuthn user handle) and what its owner sees (name, created, last used); it is
 * found by the credential id the authenticator sends. A challenge row is removed by its first use.
 * Times are epoch milliseconds.
 */
export interface WebAuthnTables {
  security_webauthn_credentials: {
    id: string;
    username: string;
    name: string;
    public_key: string;
    counter: number;
    /** JSON list of the transports the authenticator named at registration. */
    transports: string;
    user_handle: string;
    created_at: number;
    last_used_at: number | null;
  };
  security_webauthn_challenges: {
    /** SHA-256 of the challenge (base64url): the store never holds one that could still be answered. */
    challenge_hash: string;
    /** 'register', 'login' (passkey sign-in) or 'factor' (second factor). */
    purpose: string;
    /** Whose it is; null for a passkey sign-in, where the authenticator names the user. */
    username: string | null;
    /** JSON: the relying party the options named (id, origins) and, for a registration, the user handle. */
    data: string;
    expires_at: number;
  };
}

export const webAuthnMigrations: Migration[] = [
  {
    id: 'security:0021-webauthn-credentials',
    async up(db, dialect) {
      // Epoch milliseconds need 64 bits: SQLite's INTEGER has them, PostgreSQL's INTEGER does not.
      const int = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
      await runStatements(db, [
        `CREATE TABLE IF NOT EXISTS security_webauthn_credentials ( id TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL, name TEXT NOT NULL, public_key TEXT NOT NULL, counter ${int} NOT NULL, transports TEXT NOT NULL, user_handle TEXT NOT NULL, created_at ${int} NOT NULL, last_used_at ${int} )`,
        'CREATE INDEX IF NOT EXISTS security_webauthn_credentials_by_user ON security_webauthn_credentials (username)',
        `CREATE TABLE IF NOT EXISTS security_webauthn_challenges ( challenge_hash TEXT PRIMARY KEY NOT NULL, purpose TEXT NOT NULL, username TEXT, data TEXT NOT NULL, expires_at ${int} NOT NULL )`,
        'CREATE INDEX IF NOT EXISTS security_webauthn_challenges_by_expiry ON security_webauthn_challenges (expires_at)',
      ]);
    },
  },
];
