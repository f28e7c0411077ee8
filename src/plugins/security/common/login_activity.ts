/**
 * The ready-made "Login activity" dashboard of the global tenant: four saved visualizations of
 * the "Audit chart" type (`AUDIT_CHART_VIS_TYPE`), each drawing one answer of
 * `GET /api/v1/audit/aggregate`. Fixed ids, so restoring overwrites them instead of adding copies.
 */
import type { AuditAggregateType, AuditFilters, AuditTermField } from './audit_insights';

export const AUDIT_CHART_VIS_TYPE = 'audit_chart';
export const LOGIN_ACTIVITY_DASHBOARD_ID = 'login-activity';
export const LOGIN_ACTIVITY_TITLE = 'Login activity';
export const LOGIN_ACTIVITY_RESTORE_PATH = '/api/v1/audit/login_activity_dashboard';
export const AUDIT_CHART_FORBIDDEN = 'You do not have permission to view audit data';

/**
 * The capability saying whether the user may read audit data (`securityAudit.read`): the
 * dashboards app lists the Login activity dashboard only to them (issue 69.7); everyone else would
 * only see its four panels refused.
 */
export const AUDIT_READ_CAPABILITY = 'securityAudit';

/** What an "Audit chart" visualization draws: its visState params. */
export interface AuditChartParams {
  aggregate: AuditAggregateType;
  /** terms only */
  field?: AuditTermField;
  size?: number;
  from: string;
  to: string;
  filters?: AuditFilters;
  /** histogram only: the categories drawn (all when absent). */
  categories?: string[];
}

interface Definition {
  id: string;
  title: string;
  description: string;
  params: AuditChartParams;
}

const DAY = { from: 'now-24h', to: 'now' };

export const LOGIN_ACTIVITY_VISUALIZATIONS: readonly Definition[] = [
  {
    id: 'login-activity-over-time',
    title: 'Logins and failures over time',
    description: 'Successful and failed logins of the last 24 hours.',
    params: { aggregate: 'histogram', ...DAY, categories: ['AUTHENTICATED', 'FAILED_LOGIN'] },
  },
  {
    id: 'login-activity-failing-users',
    title: 'Top failing users',
    description: 'The user names tried in failed logins of the last 24 hours.',
    params: { aggregate: 'terms', field: 'user', size: 10, ...DAY, filters: { category: 'FAILED_LOGIN' } },
  },
  {
    id: 'login-activity-addresses',
    title: 'Top source addresses',
    // Failed logins: successful ones (AUTHENTICATED) are not audited by default.
    description: 'Where the failed logins of the last 24 hours came from.',
    params: { aggregate: 'terms', field: 'address', size: 10, ...DAY, filters: { category: 'FAILED_LOGIN' } },
  },
  {
    id: 'login-activity-auth-types',
    title: 'Auth types',
    description: 'How the requests audited in the last 24 hours authenticated.',
    params: { aggregate: 'terms', field: 'auth_type', size: 10, ...DAY },
  },
];
