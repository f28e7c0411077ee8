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
  type AlertFiring,
  type AlertRule,
} from '../../../../../common/alerts';
import { fetchErrorStatus, FormattedMessage, i18n } from '../../../../../../../core/public';
import { conditionText } from './alert_texts';
import { AlertsApi } from '../../../../apis/alerts_api';
import type { PageProps } from '../../types';
import { LoadFailedPrompt } from '../../utils/load_states';
import { showError } from '../../utils/toasts';
import { ViewModal } from '../../utils/view_modal';
import { FiringsTable } from './firings_table';
import { RuleFlyout } from './rule_flyout';
import { bodyOf, EMPTY_RULE_FORM, formOf, type RuleForm } from './rule_form';
import { formatDate } from '../../../../utils/format_date';
import messages from './messages.json';

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
      core.notifications.toasts.addSuccess({
        title: i18n.translate(messages.pageSavedToast, { name: result.rule.name }),
      });
      if (result.webhook_secret) setSecret(result.webhook_secret);
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.pageSaveError));
    }
  };

  const toggle = async (rule: AlertRule) => {
    try {
      await api.updateRule(rule.id, bodyOf({ ...formOf(rule), enabled: !rule.enabled }));
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.pageToggleError));
    }
  };

  const remove = async (rule: AlertRule) => {
    try {
      await api.deleteRule(rule.id);
      core.notifications.toasts.addSuccess({
        title: i18n.translate(messages.pageDeletedToast, { name: rule.name }),
      });
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.pageDeleteError));
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: Array<EuiBasicTableColumn<AlertRule>> = [
    {
      field: 'name',
      name: i18n.translate(messages.rulesNameColumn),
      sortable: true,
      truncateText: true,
    },
    {
      name: i18n.translate(messages.rulesConditionColumn),
      render: (rule: AlertRule) => conditionText(rule.condition),
    },
    {
      name: i18n.translate(messages.rulesActionsColumn),
      render: (rule: AlertRule) =>
        [
          rule.actions.in_app ? i18n.translate(messages.rulesInApp) : '',
          rule.actions.webhook
            ? i18n.translate(messages.rulesWebhook, { host: new URL(rule.actions.webhook.url).host })
            : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      field: 'last_fired_at',
      name: i18n.translate(messages.rulesLastFiredColumn),
      render: (at: string | null) => (at ? formatDate(at) : i18n.translate(messages.rulesNeverFired)),
    },
    {
      name: i18n.translate(messages.rulesEnabledColumn),
      width: '90px',
      render: (rule: AlertRule) => (
        <EuiSwitch
          label={i18n.translate(messages.rulesEnableSwitch, { name: rule.name })}
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
            aria-label={i18n.translate(messages.rulesEditAriaLabel, { name: rule.name })}
            onClick={() => setEditing({ kind: 'edit', rule })}
          />
          <EuiButtonIcon
            iconType="trash"
            color="danger"
            aria-label={i18n.translate(messages.rulesDeleteAriaLabel, { name: rule.name })}
            onClick={() => setDeleting(rule)}
          />
        </>
      ),
    },
  ];

  if (disabled)
    return (
      <EuiCallOut
        title={i18n.translate(messages.pageDisabled, { setting: 'opensearch_security.alerts.enabled' })}
        iconType="info"
        data-test-subj="alertsDisabled"
      />
    );

  return (
    <>
      <EuiPageHeader
        pageTitle={i18n.translate(messages.pageTitle)}
        description={i18n.translate(messages.pageDescription)}
        rightSideItems={[
          <EuiButton key="create" fill onClick={() => setEditing({ kind: 'create' })} data-test-subj="createAlertRule">
            {i18n.translate(messages.pageCreateButton)}
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      {loadError !== undefined ? (
        <LoadFailedPrompt
          what={i18n.translate(messages.pageLoadFailedWhat)}
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
            tableCaption={i18n.translate(messages.rulesCaption)}
            items={rules}
            columns={columns}
            loading={loading}
            sorting={{ sort: { field: 'name', direction: 'asc' } }}
            noItemsMessage={loading ? i18n.translate(messages.rulesLoading) : i18n.translate(messages.rulesNone)}
            data-test-subj="alertRulesTable"
          />
          <EuiSpacer size="xl" />
          <EuiTitle size="s">
            <h2>{i18n.translate(messages.pageFiringsTitle)}</h2>
          </EuiTitle>
          <EuiSpacer size="s" />
          <FiringsTable firings={firings} loading={loading} />
        </>
      )}
      {editing && (
        <RuleFlyout
          title={
            editing.kind === 'edit'
              ? i18n.translate(messages.flyoutEditTitle)
              : i18n.translate(messages.flyoutCreateTitle)
          }
          initial={editing.kind === 'edit' ? formOf(editing.rule) : EMPTY_RULE_FORM}
          hasSecret={editing.kind === 'edit' && !!editing.rule.actions.webhook}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <EuiConfirmModal
          title={i18n.translate(messages.deleteTitle, { name: deleting.name })}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
          cancelButtonText={i18n.translate(messages.deleteCancelButton)}
          confirmButtonText={i18n.translate(messages.deleteConfirmButton)}
          buttonColor="danger"
        >
          <p>{i18n.translate(messages.deleteBody)}</p>
        </EuiConfirmModal>
      )}
      {secret && (
        <ViewModal
          title={i18n.translate(messages.secretTitle)}
          onClose={() => setSecret(undefined)}
          closeLabel={i18n.translate(messages.secretCloseButton)}
          data-test-subj="alertSecretModal"
        >
          <EuiCallOut color="warning" iconType="warning" title={i18n.translate(messages.secretWarning)} size="s" />
          <EuiSpacer size="m" />
          <EuiCodeBlock isCopyable paddingSize="m" data-test-subj="alertSecret">
            {secret}
          </EuiCodeBlock>
          <EuiSpacer size="m" />
          <EuiText size="s">
            <p>
              <FormattedMessage
                {...messages.secretSignature}
                values={{
                  timestampHeader: <code>{WEBHOOK_TIMESTAMP_HEADER}</code>,
                  signatureHeader: <code>{WEBHOOK_SIGNATURE_HEADER}</code>,
                  prefix: <code>sha256=</code>,
                }}
              />
            </p>
          </EuiText>
        </ViewModal>
      )}
    </>
  );
};
