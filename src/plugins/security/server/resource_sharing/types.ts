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
  | { action: 'migrate'; default_owner: string; types: string[]; migrated: number };
