import React from 'react';
import { stateTitle } from './state_title';
import {
  EuiBadge,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingSpinner,
  EuiPageTemplate,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { Observable } from 'rxjs';
import { useObservable } from '../../../utils/use_observable';
import type { ServerStatusEntry, ServerStatusResponse, StatusLoadState, StatusUiColor } from '../types';
import { CertificatePanel } from './certificate_panel';
import { OperationsPanel } from './operations_panel';
import { ServerMetricsGrid } from './server_metrics_grid';
import { StatusTable } from './status_table';
import { FormattedMessage, i18n } from '../../../i18n';
import messages from './messages.json';

// EuiBadge has no 'subdued' colour; its neutral default is the closest.
const BADGE_COLORS: Record<StatusUiColor, string> = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  subdued: 'default',
};

const LOADING: StatusLoadState = { phase: 'loading' };

const Headline: React.FC<{ status: ServerStatusResponse; productName: string }> = ({ status, productName }) => {
  const { overall } = status.status;
  return (
    <EuiFlexGroup alignItems="center" justifyContent="spaceBetween" wrap>
      <EuiFlexItem grow={false}>
        <EuiTitle size="m">
          <h1 data-test-subj="statusHeadline">
            <FormattedMessage
              {...messages.headline}
              values={{
                productName,
                status: (
                  <EuiBadge color={BADGE_COLORS[overall.uiColor] ?? 'default'} data-test-subj="overallStatusBadge">
                    {stateTitle(overall.state, overall.title)}
                  </EuiBadge>
                ),
              }}
            />
          </h1>
        </EuiTitle>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiText size="s" color="subdued">
          {/* Labelled: the bare name read as a stray link to the dashboards app. */}
          <p data-test-subj="statusServerName">
            <FormattedMessage {...messages.serverName} values={{ name: <strong>{status.name}</strong> }} />
          </p>
        </EuiText>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
};

/** Core's services (`core:*`) before the plugins, each group in the server's order. */
export function coreFirst(statuses: ServerStatusEntry[]): ServerStatusEntry[] {
  const isCore = (entry: ServerStatusEntry) => entry.id.startsWith('core:');
  return [...statuses.filter(isCore), ...statuses.filter((entry) => !isCore(entry))];
}

/** One fact of the build beside the plugin table's title (version, build number, commit). */
const VersionFact: React.FC<{ testSubj: string; children: React.ReactNode }> = ({ testSubj, children }) => (
  <EuiFlexItem grow={false}>
    <EuiText size="xs" color="subdued">
      <p data-test-subj={testSubj}>{children}</p>
    </EuiText>
  </EuiFlexItem>
);

const PluginStatus: React.FC<{ status: ServerStatusResponse }> = ({ status }) => (
  <section data-test-subj="pluginStatus">
    <EuiFlexGroup alignItems="baseline" justifyContent="spaceBetween" wrap>
      <EuiFlexItem grow={false}>
        <EuiTitle size="s">
          <h2>{i18n.translate(messages.pluginStatusTitle)}</h2>
        </EuiTitle>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiFlexGroup gutterSize="m" responsive={false}>
          <VersionFact testSubj="statusVersion">
            {i18n.translate(messages.version, { number: status.version.number })}
          </VersionFact>
          <VersionFact testSubj="statusBuildNumber">
            {i18n.translate(messages.buildNumber, { buildNumber: status.version.build_number })}
          </VersionFact>
          <VersionFact testSubj="statusBuildHash">
            {i18n.translate(messages.buildHash, { buildHash: status.version.build_hash })}
          </VersionFact>
        </EuiFlexGroup>
      </EuiFlexItem>
    </EuiFlexGroup>
    <EuiSpacer size="m" />
    <StatusTable statuses={coreFirst(status.status.statuses)} />
  </section>
);

/** The /status page: a spinner, then the overall state, metric tiles and the plugin table. */
export const StatusPage: React.FC<{ state$: Observable<StatusLoadState>; productName: string }> = ({
  state$,
  productName,
}) => {
  const state = useObservable(state$, LOADING);

  return (
    <EuiPageTemplate component="div" restrictWidth data-test-subj="statusPage">
      {state.phase === 'loading' && (
        <EuiPageTemplate.Section alignment="center" grow>
          <EuiLoadingSpinner
            size="xxl"
            aria-label={i18n.translate(messages.loadingAriaLabel)}
            data-test-subj="statusPageLoading"
          />
        </EuiPageTemplate.Section>
      )}
      {state.phase === 'error' && (
        <EuiPageTemplate.EmptyPrompt
          iconType="warning"
          color="danger"
          title={<h1>{i18n.translate(messages.loadErrorTitle)}</h1>}
          data-test-subj="statusPageError"
        />
      )}
      {state.phase === 'loaded' && (
        <EuiPageTemplate.Section>
          <Headline status={state.status} productName={productName} />
          <EuiSpacer size="l" />
          <ServerMetricsGrid metrics={state.status.metrics} />
          <EuiSpacer size="xl" />
          {state.status.tls && (
            <>
              <CertificatePanel certificate={state.status.tls.certificate} />
              <EuiSpacer size="xl" />
            </>
          )}
          {state.status.operations && state.status.operations.length > 0 && (
            <>
              <OperationsPanel rows={state.status.operations} />
              <EuiSpacer size="xl" />
            </>
          )}
          <PluginStatus status={state.status} />
        </EuiPageTemplate.Section>
      )}
    </EuiPageTemplate>
  );
};
