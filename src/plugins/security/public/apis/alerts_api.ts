import type { HttpStart } from '../../../../core/public';
import { ALERT_FIRINGS_PATH, ALERT_RULES_PATH } from '../../common/alert_paths';
import type {
  AlertFiring,
  AlertFiringList,
  AlertFiringsQuery,
  AlertRule,
  AlertRuleBody,
  AlertRuleCreated,
  AlertRuleList,
} from '../../common/alerts';

/** The alert rules API: the Alerts page and the header's bell. */
export class AlertsApi {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'post' | 'put' | 'delete'>) {}

  /** `background`: a refresh nobody asked for, which must not keep an idle session alive. */
  async listRules(background = false): Promise<AlertRule[]> {
    const options = background ? { asSystemRequest: true } : {};
    return (await this.http.get<AlertRuleList | undefined>(ALERT_RULES_PATH, options))?.data ?? [];
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

  /**
   * The firings, newest first. `background`: a poll nobody asked for (the header's bell), sent as a
   * system request so it does not keep an idle session alive.
   */
  async listFirings(query: AlertFiringsQuery = {}, background = false): Promise<AlertFiring[]> {
    const params: Record<string, string | number> = {};
    if (query.rule_id) params.rule_id = query.rule_id;
    if (query.after !== undefined) params.after = query.after;
    if (query.per_page !== undefined) params.per_page = query.per_page;
    const options = { query: params, ...(background ? { asSystemRequest: true } : {}) };
    return (await this.http.get<AlertFiringList | undefined>(ALERT_FIRINGS_PATH, options))?.data ?? [];
  }
}
