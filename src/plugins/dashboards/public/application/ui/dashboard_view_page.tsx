import React, { useEffect, useState } from 'react';
import {
  EuiButton,
  EuiCodeBlock,
  EuiEmptyPrompt,
  EuiLoadingSpinner,
  EuiPageTemplate,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { type DashboardsApi, statusOf, toError, type Dashboard, type DashboardFormValues } from '../dashboards_api';
import { LIST_PATH } from '../location';
import type { AppNavigation, DashboardsAppDeps } from '../types';
import { DashboardFormModal } from './dashboard_form_modal';
import { useLoad } from '../../../../../core/public';

export const CHANGED_ELSEWHERE = 'This dashboard was changed elsewhere. Reload to see the latest version.';

interface Props {
  id: string;
  api: DashboardsApi;
  deps: DashboardsAppDeps;
  nav: AppNavigation;
}

type LoadState =
  { status: 'loading' } | { status: 'loaded'; dashboard: Dashboard } | { status: 'notFound' } | { status: 'failed' };

/** Panels are stored as a JSON string; show them indented, or as stored when not valid JSON. */
export function formatPanels(panelsJSON: string | undefined): string {
  if (!panelsJSON) return '[]';
  try {
    return JSON.stringify(JSON.parse(panelsJSON), null, 2);
  } catch {
    return panelsJSON;
  }
}

/** One dashboard: its title, description and panels, with rename and delete. */
export const DashboardViewPage: React.FC<Props> = ({ id, api, deps, nav }) => {
  const { toasts } = deps.notifications;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = state.status === 'loaded' ? state.dashboard.attributes.title : undefined;

  useLoad(
    () => {
      setState({ status: 'loading' });
      return api.get(id);
    },
    [api, id, toasts],
    {
      onLoad: (dashboard) => setState({ status: 'loaded', dashboard }),
      onError: (error) => {
        if (statusOf(error) === 404) {
          setState({ status: 'notFound' });
        } else {
          setState({ status: 'failed' });
          toasts.addError(toError(error), { title: 'Unable to load the dashboard' });
        }
      },
    }
  );

  useEffect(() => {
    deps.chrome.setBreadcrumbs([
      {
        text: 'Dashboards',
        href: nav.hrefFor(LIST_PATH),
        onClick: (event: React.MouseEvent) => {
          event.preventDefault();
          nav.navigate(LIST_PATH);
        },
      },
      { text: title ?? id },
    ]);
    deps.chrome.docTitle.change([title ?? id, 'Dashboards']);
  }, [deps.chrome, nav, title, id]);

  if (state.status === 'loading') {
    return (
      <EuiEmptyPrompt
        icon={<EuiLoadingSpinner size="xl" />}
        title={<h2>Loading dashboard</h2>}
        data-test-subj="dashboardLoading"
      />
    );
  }
  if (state.status !== 'loaded') {
    return (
      <EuiPageTemplate component="div" panelled={false}>
        <EuiEmptyPrompt
          iconType={state.status === 'notFound' ? 'search' : 'error'}
          color={state.status === 'notFound' ? 'subdued' : 'danger'}
          title={<h2>{state.status === 'notFound' ? 'Dashboard not found' : 'Unable to load the dashboard'}</h2>}
          body={
            state.status === 'notFound' ? <p>{`No dashboard with the id "${id}" exists in this tenant.`}</p> : undefined
          }
          actions={<EuiButton onClick={() => nav.navigate(LIST_PATH)}>Back to dashboards</EuiButton>}
          data-test-subj="dashboardNotFound"
        />
      </EuiPageTemplate>
    );
  }

  const { dashboard } = state;

  const rename = async (values: DashboardFormValues) => {
    try {
      const updated = await api.rename(dashboard, values);
      setState({ status: 'loaded', dashboard: updated });
      setRenaming(false);
      toasts.addSuccess(`Dashboard "${values.title}" was saved.`);
    } catch (error) {
      if (statusOf(error) === 409) toasts.addDanger(CHANGED_ELSEWHERE);
      else toasts.addError(toError(error), { title: 'Unable to save the dashboard' });
      throw error;
    }
  };

  const remove = async () => {
    const confirmed = await deps.overlays.openConfirm(
      `The dashboard "${dashboard.attributes.title}" will be deleted. This cannot be undone.`,
      { title: 'Delete dashboard?', confirmButtonText: 'Delete', buttonColor: 'danger', defaultFocusedButton: 'cancel' }
    );
    if (!confirmed) return;
    setDeleting(true);
    try {
      await api.delete(dashboard.id);
      toasts.addSuccess(`Dashboard "${dashboard.attributes.title}" was deleted.`);
      nav.navigate(LIST_PATH);
    } catch (error) {
      setDeleting(false);
      toasts.addError(toError(error), { title: 'Unable to delete the dashboard' });
    }
  };

  return (
    <EuiPageTemplate component="div" restrictWidth panelled={false} data-test-subj="dashboardViewPage">
      <EuiPageTemplate.Header
        pageTitle={dashboard.attributes.title}
        description={dashboard.attributes.description || undefined}
        rightSideItems={[
          <EuiButton
            key="delete"
            color="danger"
            iconType="trash"
            isLoading={deleting}
            onClick={() => void remove()}
            data-test-subj="dashboardDeleteButton"
          >
            Delete
          </EuiButton>,
          <EuiButton
            key="rename"
            iconType="pencil"
            onClick={() => setRenaming(true)}
            data-test-subj="dashboardRenameButton"
          >
            Rename
          </EuiButton>,
        ]}
      />
      <EuiPageTemplate.Section>
        <EuiTitle size="s">
          <h2>Panels</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiText size="s" color="subdued">
          <p>The panels of this dashboard, as saved.</p>
        </EuiText>
        <EuiSpacer size="s" />
        <EuiCodeBlock language="json" isCopyable paddingSize="m" data-test-subj="dashboardPanelsJSON">
          {formatPanels(dashboard.attributes.panelsJSON)}
        </EuiCodeBlock>
      </EuiPageTemplate.Section>
      {renaming && (
        <DashboardFormModal
          heading="Rename dashboard"
          initialValues={{ title: dashboard.attributes.title, description: dashboard.attributes.description ?? '' }}
          onSave={rename}
          onCancel={() => setRenaming(false)}
        />
      )}
    </EuiPageTemplate>
  );
};
