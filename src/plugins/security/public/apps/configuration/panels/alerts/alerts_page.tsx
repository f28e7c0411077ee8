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
import { messages } from './messages';

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
        title: i18n.translate(messages.savedToast, { name: result.rule.name }),
      });
      if (result.webhook_secret) setSecret(result.webhook_secret);
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.saveError));
    }
  };

  const toggle = async (rule: AlertRule) => {
    try {
      await api.updateRule(rule.id, bodyOf({ ...formOf(rule), enabled: !rule.enabled }));
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.toggleError));
    }
  };

  const remove = async (rule: AlertRule) => {
    try {
      await api.deleteRule(rule.id);
      core.notifications.toasts.addSuccess({
        title: i18n.translate(messages.deletedToast, { name: rule.name }),
      });
      await load();
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.deleteError));
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: Array<EuiBasicTableColumn<AlertRule>> = [
    {
      field: 'name',
      name: i18n.translate(messages.nameColumn),
      sortable: true,
      truncateText: true,
    },
    {
      name: i18n.translate(messages.conditionColumn),
      render: (rule: AlertRule) => conditionText(rule.condition),
    },
    {
      name: i18n.translate(messages.actionsColumn),
      render: (rule: AlertRule) =>
        [
          rule.actions.in_app ? i18n.translate(messages.inApp) : '',
          rule.actions.webhook
            ? i18n.translate(messages.webhook, { host: new URL(rule.actions.webhook.url).host })
            : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      field: 'last_fired_at',
      name: i18n.translate(messages.lastFiredColumn),
      render: (at: string | null) => (at ? formatDate(at) : i18n.translate(messages.neverFired)),
    },
    {
      name: i18n.translate(messages.enabledColumn),
      width: '90px',
      render: (rule: AlertRule) => (
        <EuiSwitch
          label={i18n.translate(messages.enableSwitch, { name: rule.name })}
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
            aria-label={i18n.translate(messages.editAriaLabel, { name: rule.name })}
            onClick={() => setEditing({ kind: 'edit', rule })}
          />
          <EuiButtonIcon
            iconType="trash"
            color="danger"
            aria-label={i18n.translate(messages.deleteAriaLabel, { name: rule.name })}
            onClick={() => setDeleting(rule)}
          />
        </>
      ),
    },
  ];

  if (disabled)
    return (
      <EuiCallOut
        title={i18n.translate(messages.disabled, { setting: 'opensearch_security.alerts.enabled' })}
        iconType="info"
        data-test-subj="alertsDisabled"
      />
    );

  return (
    <>
      <EuiPageHeader
        pageTitle={i18n.translate(messages.title)}
        description={i18n.translate(messages.description)}
        rightSideItems={[
          <EuiButton key="create" fill onClick={() => setEditing({ kind: 'create' })} data-test-subj="createAlertRule">
            {i18n.translate(messages.createButton)}
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      {loadError !== undefined ? (
        <LoadFailedPrompt
          what={i18n.translate(messages.loadFailedWhat)}
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
            tableCaption={i18n.translate(messages.caption)}
            items={rules}
            columns={columns}
            loading={loading}
            sorting={{ sort: { field: 'name', direction: 'asc' } }}
            noItemsMessage={loading ? i18n.translate(messages.loading) : i18n.translate(messages.none)}
            data-test-subj="alertRulesTable"
          />
          <EuiSpacer size="xl" />
          <EuiTitle size="s">
            <h2>{i18n.translate(messages.firingsTitle)}</h2>
          </EuiTitle>
          <EuiSpacer size="s" />
          <FiringsTable firings={firings} loading={loading} />
        </>
      )}
      {editing && (
        <RuleFlyout
          title={editing.kind === 'edit' ? i18n.translate(messages.editTitle) : i18n.translate(messages.createTitle)}
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
          cancelButtonText={i18n.translate(messages.cancelButton)}
          confirmButtonText={i18n.translate(messages.confirmButton)}
          buttonColor="danger"
        >
          <p>{i18n.translate(messages.body)}</p>
        </EuiConfirmModal>
      )}
      {secret && (
        <ViewModal
          title={i18n.translate(messages.secretTitle)}
          onClose={() => setSecret(undefined)}
          closeLabel={i18n.translate(messages.closeButton)}
          data-test-subj="alertSecretModal"
        >
          <EuiCallOut color="warning" iconType="warning" title={i18n.translate(messages.warning)} size="s" />
          <EuiSpacer size="m" />
          <EuiCodeBlock isCopyable paddingSize="m" data-test-subj="alertSecret">
            {secret}
          </EuiCodeBlock>
          <EuiSpacer size="m" />
          <EuiText size="s">
            <p>
              <FormattedMessage
                {...messages.signature}
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
