import type { Migration } from '../../../../core/server';
import { epochTableMigration } from '../epoch_migration';
import { ExpiringRows } from './expiring_rows';
import { hashSessionId } from '../session/session_cookie';

/** An OpenID login on its way through the identity provider: what the answer must match. */
export interface SsoFlow {
  kind?: 'openid';
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The local page to open afterwards (query and hash included). */
  nextUrl: string;
}

/** A SAML login on its way: the id of the AuthnRequest the IdP's response must answer. */
export interface SamlFlow {
  kind: 'saml';
  requestId: string;
  /** When the request was made (epoch ms). */
  createdAt: number;
  nextUrl: string;
}

export type StoredFlow = SsoFlow | SamlFlow;

export interface FlowTables {
  security_sso_flows: { id_hash: string; data: string; expires_at: number };
}

/** How long a browser may spend at the identity provider before the login must start again. */
export const SSO_FLOW_TTL_MS = 10 * 60_000;

export const ssoFlowMigrations: Migration[] = [
  // Kept in the store, not in memory, so the provider's answer may reach another server process.
  epochTableMigration('security:0006-sso-flows', ['security-0005-sso-flows'], (int) => [
    `CREATE TABLE IF NOT EXISTS security_sso_flows ( id_hash TEXT PRIMARY KEY NOT NULL, data TEXT NOT NULL, expires_at ${int} NOT NULL )`,
    'CREATE INDEX IF NOT EXISTS security_sso_flows_by_expiry ON security_sso_flows (expires_at)',
  ]),
];

/** Flows by the id in the browser's flow cookie (only its hash is stored); each is used once. */
export class SsoFlowStore extends ExpiringRows<FlowTables> {
  async save(id: string, flow: StoredFlow): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('security_sso_flows').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('security_sso_flows')
      .values({ id_hash: hashSessionId(id), data: JSON.stringify(flow), expires_at: now + SSO_FLOW_TTL_MS })
      .execute();
  }

  /** The flow of the id, removed on the way (a replayed answer finds nothing); undefined when expired. */
  async take(id: string): Promise<StoredFlow | undefined> {
    const row = await this.db
      .deleteFrom('security_sso_flows')
      .where('id_hash', '=', hashSessionId(id))
      .returning(['data', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at <= this.now()) return undefined;
    return JSON.parse(row.data) as StoredFlow;
  }
}
