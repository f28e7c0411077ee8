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
        title: i18n.translate('security.configAlerts.page.savedToast', {
          defaultMessage: 'Saved the alert rule "{name}".',
          values: { name: result.rule.name },
        }),
      });
      if (result.webhook_secret) setSecret(result.webhook_secret);
      await load();
    } catch (error) {
      showError(
        core.notifications.toasts,
        error,
        i18n.translate('security.configAlerts.page.saveError', { defaultMessage: 'The alert rule was not saved.' })
      );
    }
  };

  const toggle = async (rule: AlertRule) => {
    try {
      await api.updateRule(rule.id, bodyOf({ ...formOf(rule), enabled: !rule.enabled }));
      await load();
    } catch (error) {
      showError(
        core.notifications.toasts,
        error,
        i18n.translate('security.configAlerts.page.toggleError', { defaultMessage: 'The alert rule was not changed.' })
      );
    }
  };

  const remove = async (rule: AlertRule) => {
    try {
      await api.deleteRule(rule.id);
      core.notifications.toasts.addSuccess({
        title: i18n.translate('security.configAlerts.page.deletedToast', {
          defaultMessage: 'Deleted the alert rule "{name}".',
          values: { name: rule.name },
        }),
      });
      await load();
    } catch (error) {
      showError(
        core.notifications.toasts,
        error,
        i18n.translate('security.configAlerts.page.deleteError', { defaultMessage: 'The alert rule was not deleted.' })
      );
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: Array<EuiBasicTableColumn<AlertRule>> = [
    {
      field: 'name',
      name: i18n.translate('security.configAlerts.rules.nameColumn', { defaultMessage: 'Name' }),
      sortable: true,
      truncateText: true,
    },
    {
      name: i18n.translate('security.configAlerts.rules.conditionColumn', { defaultMessage: 'Condition' }),
      render: (rule: AlertRule) => conditionText(rule.condition),
    },
    {
      name: i18n.translate('security.configAlerts.rules.actionsColumn', { defaultMessage: 'Actions' }),
      render: (rule: AlertRule) =>
        [
          rule.actions.in_app ? i18n.translate('security.configAlerts.rules.inApp', { defaultMessage: 'In app' }) : '',
          rule.actions.webhook
            ? i18n.translate('security.configAlerts.rules.webhook', {
                defaultMessage: 'Webhook {host}',
                values: { host: new URL(rule.actions.webhook.url).host },
              })
            : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      field: 'last_fired_at',
      name: i18n.translate('security.configAlerts.rules.lastFiredColumn', { defaultMessage: 'Last fired' }),
      render: (at: string | null) =>
        at ? formatDate(at) : i18n.translate('security.configAlerts.rules.neverFired', { defaultMessage: 'Never' }),
    },
    {
      name: i18n.translate('security.configAlerts.rules.enabledColumn', { defaultMessage: 'Enabled' }),
      width: '90px',
      render: (rule: AlertRule) => (
        <EuiSwitch
          label={i18n.translate('security.configAlerts.rules.enableSwitch', {
            defaultMessage: 'Enable {name}',
            values: { name: rule.name },
          })}
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
            aria-label={i18n.translate('security.configAlerts.rules.editAriaLabel', {
              defaultMessage: 'Edit {name}',
              values: { name: rule.name },
            })}
            onClick={() => setEditing({ kind: 'edit', rule })}
          />
          <EuiButtonIcon
            iconType="trash"
            color="danger"
            aria-label={i18n.translate('security.configAlerts.rules.deleteAriaLabel', {
              defaultMessage: 'Delete {name}',
              values: { name: rule.name },
            })}
            onClick={() => setDeleting(rule)}
          />
        </>
      ),
    },
  ];

  if (disabled)
    return (
      <EuiCallOut
        title={i18n.translate('security.configAlerts.page.disabled', {
          defaultMessage: 'Alert rules are turned off on this server ({setting}).',
          values: { setting: 'opensearch_security.alerts.enabled' },
        })}
        iconType="info"
        data-test-subj="alertsDisabled"
      />
    );

  return (
    <>
      <EuiPageHeader
        pageTitle={i18n.translate('security.configAlerts.page.title', { defaultMessage: 'Alerts' })}
        description={i18n.translate('security.configAlerts.page.description', {
          defaultMessage:
            'Rules on the audit log, checked every minute. A rule fires once per window, not once per event, and tells security administrators in the app or calls a webhook.',
        })}
        rightSideItems={[
          <EuiButton key="create" fill onClick={() => setEditing({ kind: 'create' })} data-test-subj="createAlertRule">
            {i18n.translate('security.configAlerts.page.createButton', { defaultMessage: 'Create rule' })}
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      {loadError !== undefined ? (
        <LoadFailedPrompt
          what={i18n.translate('security.configAlerts.page.loadFailedWhat', { defaultMessage: 'the alert rules' })}
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
            tableCaption={i18n.translate('security.configAlerts.rules.caption', { defaultMessage: 'Alert rules' })}
            items={rules}
            columns={columns}
            loading={loading}
            sorting={{ sort: { field: 'name', direction: 'asc' } }}
            noItemsMessage={
              loading
                ? i18n.translate('security.configAlerts.rules.loading', { defaultMessage: 'Loading alert rules…' })
                : i18n.translate('security.configAlerts.rules.none', {
                    defaultMessage: 'No alert rules yet. Create one to be told when logins keep failing.',
                  })
            }
            data-test-subj="alertRulesTable"
          />
          <EuiSpacer size="xl" />
          <EuiTitle size="s">
            <h2>{i18n.translate('security.configAlerts.page.firingsTitle', { defaultMessage: 'Recent firings' })}</h2>
          </EuiTitle>
          <EuiSpacer size="s" />
          <FiringsTable firings={firings} loading={loading} />
        </>
      )}
      {editing && (
        <RuleFlyout
          title={
            editing.kind === 'edit'
              ? i18n.translate('security.configAlerts.flyout.editTitle', { defaultMessage: 'Edit alert rule' })
              : i18n.translate('security.configAlerts.flyout.createTitle', { defaultMessage: 'Create alert rule' })
          }
          initial={editing.kind === 'edit' ? formOf(editing.rule) : EMPTY_RULE_FORM}
          hasSecret={editing.kind === 'edit' && !!editing.rule.actions.webhook}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <EuiConfirmModal
          title={i18n.translate('security.configAlerts.delete.title', {
            defaultMessage: 'Delete the alert rule "{name}"?',
            values: { name: deleting.name },
          })}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
          cancelButtonText={i18n.translate('security.configAlerts.delete.cancelButton', { defaultMessage: 'Cancel' })}
          confirmButtonText={i18n.translate('security.configAlerts.delete.confirmButton', { defaultMessage: 'Delete' })}
          buttonColor="danger"
        >
          <p>
            {i18n.translate('security.configAlerts.delete.body', {
              defaultMessage: 'It stops firing at once. Its past firings stay listed.',
            })}
          </p>
        </EuiConfirmModal>
      )}
      {secret && (
        <ViewModal
          title={i18n.translate('security.configAlerts.secret.title', {
            defaultMessage: "The webhook's signing secret",
          })}
          onClose={() => setSecret(undefined)}
          closeLabel={i18n.translate('security.configAlerts.secret.closeButton', {
            defaultMessage: 'I have copied it',
          })}
          data-test-subj="alertSecretModal"
        >
          <EuiCallOut
            color="warning"
            iconType="warning"
            title={i18n.translate('security.configAlerts.secret.warning', {
              defaultMessage: 'Copy this secret now: it will not be shown again.',
            })}
            size="s"
          />
          <EuiSpacer size="m" />
          <EuiCodeBlock isCopyable paddingSize="m" data-test-subj="alertSecret">
            {secret}
          </EuiCodeBlock>
          <EuiSpacer size="m" />
          <EuiText size="s">
            <p>
              <FormattedMessage
                id="security.configAlerts.secret.signature"
                defaultMessage="Each delivery carries {timestampHeader} and {signatureHeader}: {prefix} and the HMAC-SHA256 of the timestamp, a dot and the body, keyed with this secret."
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
