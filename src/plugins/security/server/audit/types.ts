/** What the audit trail is told by the parts it records (auth imports these; audit imports no auth). */

/**
 * The attempts one lock-out refused (429), audited as one FAILED_LOGIN once the lock-out is over:
 * while locked out nothing is checked, so each refusal says nothing new, and hundreds of them
 * must not crowd the audit log.
 */
export interface LockoutRefusals {
  /** What was locked out: a user name from every address, a user name from one address, or an address. */
  kind: 'user' | 'user_address' | 'address';
  /** The user name locked out (none for an address). */
  user?: string;
  /** The address locked out, or the one the name was locked out for. */
  address?: string;
  attempts: number;
  firstAt: number;
  lastAt: number;
  /** When the lock-out ran out; an administrator's unlock ends it earlier. */
  lockedUntil: number;
  /** An administrator unlocked it. */
  unlocked?: boolean;
}

/** What the audit log records of a sharing change (RESOURCE_SHARING_CHANGED): who is the event's user. */
export type SharingAuditDetails =
  | {
      action: 'share' | 'revoke' | 'update' | 'assign_owner';
      resource_type: string;
      resource_id: string;
      /** The tenant's wire name. */
      tenant: string;
      /** The owner and `share_with` before (null: the object had no owner) and after. */
      before: { owner: string; share_with: Record<string, unknown> } | null;
      after: { owner: string; share_with: Record<string, unknown> } | null;
    }
  | {
      action: 'migrate';
      default_owner: string;
      types: string[];
      migrated: number;
      /** How many of them got the default owner (the ids are in the answer, not the event). */
      with_default_owner: number;
    };
