/**
 * Alerts (`/alerts`): rules on the audit log, checked every minute by one server, and what they
 * fired. A webhook's signing secret is shown once, right after it was made.
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import {
  EuiButton,
  EuiButtonIcon,
  EuiCallOut,
  EuiCodeBlock,
  EuiConfirmModal,
  EuiInMemoryTable,
  EuiPageHeader,
  EuiSpacer,
  EuiSwitch,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  describeCondition,
  type AlertFiring,
  type AlertRule,
} from '../../../../../common/alerts';
import { fetchErrorStatus } from '../../../../../../../core/public';
import { AlertsApi } from '../../../../apis/alerts_api';
import type { PageProps } from '../../types';
import { LoadFailedPrompt } from '../../utils/load_states';
import { showError } from '../../utils/toasts';
import { ViewModal } from '../../utils/view_modal';
import { FiringsTable } from './firings_table';
import { RuleFlyout } from './rule_flyout';
import { bodyOf, EMPTY_RULE_FORM, formOf, type RuleForm } from './rule_form';
import { formatDate } from '../../../../utils/format_date';

export const ALERTS_DESCRIPTION =
  'Rules on the audit log, checked every minute. A rule fires once per window, not once per event, and tells security administrators in the app or calls a webhook.';
export const NO_RULES_TEXT = 'No alert rules yet. Create one to be told when logins keep failing.';
export const ALERTS_DISABLED_TEXT = 'Alert rules are turned off on this server (opensearch_security.alerts.enabled).';
export const SECRET_WARNING = 'Copy this secret now: it will not be shown again.';

type Editing = { kind: 'create' } | { kind: 'edit'; rule: AlertRule };

export const AlertsPage: React.FC<PageProps & { alertsApi?: AlertsApi }> = ({ core, alertsApi }) => {
  const api = useMemo(() => alertsApi ?? new AlertsApi(core.http), [alertsApi, core.http]);
  const [rules, setRules] = useState<AlertRule[]>([]);
  const [firings, setFirings] = useState<AlertFiring[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>();
  const [disabled, setDisabled] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<AlertRule>();
  const [secret, setSecret] = useState<string>();

  const load = useCallback(
    async (background = false) => {
      try {
        const [ruleList, firingList] = await Promise.all([
          api.listRules(background),
          api.listFirings({ per_page: 50 }, background),
        ]);
        setRules(ruleList);
        setFirings(firingList);
        setLoadError(undefined);
      } catch (error) {
        // Said in place of the tables (a toast fades and leaves "No alert rules yet" behind).
        if (fetchErrorStatus(error) === 404) setDisabled(true);
        else setLoadError(error);
      } finally {
        setLoading(false);
      }
    },
    [api]
  );

  useEffect(() => {
    void load();
    // Firings appear while the page is open: it checks again as often as the rules are checked.
    // Sent as system requests: an Alerts page left open does not keep an idle session alive.
    const timer = setInterval(() => void load(true), 30_000);
    return () => clearInterval(timer);
  }, [load]);

  const save = async (form: RuleForm) => {
    try {
      const body = bodyOf(form);
      const result =
        editing?.kind === 'edit' ? await api.updateRule(editing.rule.id, body) : await api.createRule(body);
      setEditing(undefined);
      core.notifications.toasts.addSuccess({ title: `Saved the alert rule "${result.rule.name}".` });
      if (result.webhook_secret) setSecret(result.webhook_secret);
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, 'The alert rule was not saved.');
    }
  };

  const toggle = async (rule: AlertRule) => {
    try {
      await api.updateRule(rule.id, bodyOf({ ...formOf(rule), enabled: !rule.enabled }));
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, 'The alert rule was not changed.');
    }
  };

  const remove = async (rule: AlertRule) => {
    try {
      await api.deleteRule(rule.id);
      core.notifications.toasts.addSuccess({ title: `Deleted the alert rule "${rule.name}".` });
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, 'The alert rule was not deleted.');
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: Array<EuiBasicTableColumn<AlertRule>> = [
    { field: 'name', name: 'Name', sortable: true, truncateText: true },
    { name: 'Condition', render: (rule: AlertRule) => describeCondition(rule.condition) },
    {
      name: 'Actions',
      render: (rule: AlertRule) =>
        [
          rule.actions.in_app ? 'In app' : '',
          rule.actions.webhook ? `Webhook ${new URL(rule.actions.webhook.url).host}` : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      field: 'last_fired_at',
      name: 'Last fired',
      render: (at: string | null) => (at ? formatDate(at) : 'Never'),
    },
    {
      name: 'Enabled',
      width: '90px',
      render: (rule: AlertRule) => (
        <EuiSwitch
          label={`Enable ${rule.name}`}
          showLabel={false}
          checked={rule.enabled}
          onChange={() => void toggle(rule)}
        />
      ),
    },
    {
      name: '',
      width: '80px',
      render: (rule: AlertRule) => (
        <>
          <EuiButtonIcon
            iconType="pencil"
            aria-label={`Edit ${rule.name}`}
            onClick={() => setEditing({ kind: 'edit', rule })}
          />
          <EuiButtonIcon
            iconType="trash"
            color="danger"
            aria-label={`Delete ${rule.name}`}
            onClick={() => setDeleting(rule)}
          />
        </>
      ),
    },
  ];

  if (disabled) return <EuiCallOut title={ALERTS_DISABLED_TEXT} iconType="info" data-test-subj="alertsDisabled" />;

  return (
    <>
      <EuiPageHeader
        pageTitle="Alerts"
        description={ALERTS_DESCRIPTION}
        rightSideItems={[
          <EuiButton key="create" fill onClick={() => setEditing({ kind: 'create' })} data-test-subj="createAlertRule">
            Create rule
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      {loadError !== undefined ? (
        <LoadFailedPrompt
          what="the alert rules"
          error={loadError}
          onRetry={() => {
            setLoading(true);
            void load();
          }}
          data-test-subj="alertsLoadFailed"
        />
      ) : (
        <>
          <EuiInMemoryTable
            tableCaption="Alert rules"
            items={rules}
            columns={columns}
            loading={loading}
            sorting={{ sort: { field: 'name', direction: 'asc' } }}
            noItemsMessage={loading ? 'Loading alert rules…' : NO_RULES_TEXT}
            data-test-subj="alertRulesTable"
          />
          <EuiSpacer size="xl" />
          <EuiTitle size="s">
            <h2>Recent firings</h2>
          </EuiTitle>
          <EuiSpacer size="s" />
          <FiringsTable firings={firings} loading={loading} />
        </>
      )}
      {editing && (
        <RuleFlyout
          title={editing.kind === 'edit' ? `Edit alert rule` : 'Create alert rule'}
          initial={editing.kind === 'edit' ? formOf(editing.rule) : EMPTY_RULE_FORM}
          hasSecret={editing.kind === 'edit' && !!editing.rule.actions.webhook}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <EuiConfirmModal
          title={`Delete the alert rule "${deleting.name}"?`}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
          cancelButtonText="Cancel"
          confirmButtonText="Delete"
          buttonColor="danger"
        >
          <p>It stops firing at once. Its past firings stay listed.</p>
        </EuiConfirmModal>
      )}
      {secret && (
        <ViewModal
          title="The webhook's signing secret"
          onClose={() => setSecret(undefined)}
          closeLabel="I have copied it"
          data-test-subj="alertSecretModal"
        >
          <EuiCallOut color="warning" iconType="warning" title={SECRET_WARNING} size="s" />
          <EuiSpacer size="m" />
          <EuiCodeBlock isCopyable paddingSize="m" data-test-subj="alertSecret">
            {secret}
          </EuiCodeBlock>
          <EuiSpacer size="m" />
          <EuiText size="s">
            <p>
              Each delivery carries <code>{WEBHOOK_TIMESTAMP_HEADER}</code> and <code>{WEBHOOK_SIGNATURE_HEADER}</code>:{' '}
              <code>sha256=</code> and the HMAC-SHA256 of the timestamp, a dot and the body, keyed with this secret.
            </p>
          </EuiText>
        </ViewModal>
      )}
    </>
  );
};
