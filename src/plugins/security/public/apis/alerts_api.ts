import type { HttpStart } from '../../../../core/public';
import {
  ALERT_FIRINGS_PATH,
  ALERT_RULES_PATH,
  type AlertFiring,
  type AlertFiringList,
  type AlertFiringsQuery,
  type AlertRule,
  type AlertRuleBody,
  type AlertRuleCreated,
  type AlertRuleList,
} from '../../common/alerts';

/** The alert rules API: the Alerts page and the header's bell. */
export class AlertsApi {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'post' | 'put' | 'delete'>) {}

  async listRules(): Promise<AlertRule[]> {
    return (await this.http.get<AlertRuleList | undefined>(ALERT_RULES_PATH))?.data ?? [];
  }

  createRule(body: AlertRuleBody): Promise<AlertRuleCreated> {
    return this.http.post<AlertRuleCreated>(ALERT_RULES_PATH, { body: JSON.stringify(body) });
  }

  updateRule(id: string, body: AlertRuleBody): Promise<AlertRuleCreated> {
    return this.http.put<AlertRuleCreated>(`${ALERT_RULES_PATH}/${encodeURIComponent(id)}`, {
      body: JSON.stringify(body),
    });
  }

  async deleteRule(id: string): Promise<void> {
    await this.http.delete(`${ALERT_RULES_PATH}/${encodeURIComponent(id)}`);
  }

  async listFirings(query: AlertFiringsQuery = {}): Promise<AlertFiring[]> {
    const params: Record<string, string | number> = {};
    if (query.rule_id) params.rule_id = query.rule_id;
    if (query.after !== undefined) params.after = query.after;
    if (query.per_page !== undefined) params.per_page = query.per_page;
    return (await this.http.get<AlertFiringList | undefined>(ALERT_FIRINGS_PATH, { query: params }))?.data ?? [];
  }
}
