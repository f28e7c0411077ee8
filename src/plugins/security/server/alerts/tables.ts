import type { Generated } from 'kysely';

/** The alert tables (migration security:0013-alert-rules). */
export interface AlertTables {
  security_alert_rules: {
    id: string;
    name: string;
    enabled: number;
    rule_condition: string;
    in_app: number;
    webhook_url: string | null;
    webhook_secret: string | null;
    created_by: string;
    created_at: number;
    updated_at: number;
    cursor: number;
    last_fired_at: number | null;
  };
  security_alert_firings: {
    id: Generated<number>;
    rule_id: string;
    rule_name: string;
    fired_at: number;
    group_key: string | null;
    matched_count: number;
    window_start: number;
    window_end: number;
    summary: string;
    delivery_status: string;
    delivery_attempts: number;
    delivery_last_status: number | null;
    delivery_error: string | null;
  };
  /**
   * Read only: the login counters, whose lock-outs hold the attempts they refused until those are
   * audited as one event (security:0004-login-failures, security:0024-login-refusals).
   */
  security_login_failures: { key: string; refused: number; refused_last_at: number };
  /** Read only: the audit log the conditions count in (security:0002-audit-events). */
  security_audit_events: {
    id: Generated<number>;
    timestamp: number;
    category: string;
    layer: string;
    user: string | null;
    remote_address: string;
    method: string;
    path: string;
    details: string;
  };
}
