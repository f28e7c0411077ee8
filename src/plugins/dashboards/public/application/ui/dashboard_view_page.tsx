import React, { useEffect, useMemo, useState } from 'react';
import {
  EuiButton,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingSpinner,
  EuiPageTemplate,
  EuiScreenReaderOnly,
  EuiSpacer,
} from '@elastic/eui';
import {
  type DashboardsApi,
  statusOf,
  toError,
  panelObjectKey,
  type Dashboard,
  type DashboardFormValues,
  type PanelObject,
} from '../dashboards_api';
import { LIST_PATH, viewPath } from '../location';
import {
  NEW_PANEL_KEY,
  newMarkdownPanel,
  panelViews,
  parsePanels,
  withMarkdown,
  withoutPanel,
  type PanelView,
  type StoredPanel,
} from '../panels';
import type { AppNavigation, DashboardsAppDeps } from '../types';
import { DashboardDetails } from './dashboard_details';
import { DashboardFormModal } from './dashboard_form_modal';
import { dashboardHeaderItems } from './dashboard_header_items';
import { DEFAULT_TIME_RANGE, DashboardTimePicker, type DashboardTimeRange } from './dashboard_time_picker';
import type { SaveFailure } from './markdown_panel_editor';
import { PanelGrid } from './panel_grid';
import { LOGIN_ACTIVITY_DASHBOARD_ID } from '../../../../security/common/login_activity';
import { ShareMenu } from './share_menu';
import { DashboardNotices } from './dashboard_notices';
import { sharedAccess, sharingOf } from '../sharing';
import { VisualizationBody } from './visualization_body';
import { VISUALIZATION_SAVED_OBJECT_TYPE } from '../../../common';
import { fetchErrorMessage, useLoad, type SavedObject } from '../../../../../core/public';

export const CHANGED_ELSEWHERE = 'This dashboard was changed elsewhere. Reload to see the latest version.';

interface Props {
  id: string;
  api: DashboardsApi;
  deps: DashboardsAppDeps;
  nav: AppNavigation;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; dashboard: Dashboard; panelObjects: Map<string, PanelObject> }
  | { status: 'notFound' }
  | { status: 'failed' };

/** The dashboard and, in one `_bulk_get`, the saved objects its panels show. */
async function loadDashboard(api: DashboardsApi, id: string) {
  const dashboard = await api.get(id);
  const views = panelViews(parsePanels(dashboard.attributes.panelsJSON).panels, dashboard.references ?? []);
  const referenced = views.flatMap((view) => (view.kind === 'reference' ? [view.object] : []));
  return { dashboard, panelObjects: await api.panelObjects(referenced) };
}

export const AUDIT_DASHBOARD_FORBIDDEN =
  'This dashboard shows the audit log, which your roles do not let you read. Ask a security administrator if you need it.';

/** The drawer's "Recently viewed" is shared by every app: the prefix keeps a dashboard id apart from a role name. */
export const recentlyViewedId = (id: string) => `dashboard-${id}`;

/** One dashboard: title, description, tags, last updated, its panels as cards, and the controls the user may use. */
export const DashboardViewPage: React.FC<Props> = ({ id, api, deps, nav }) => {
  const { toasts } = deps.notifications;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editingKey, setEditingKey] = useState<string>();
  // A dashboard opens to be read (OSD's view mode); a writer switches to edit mode for the controls.
  const [editMode, setEditMode] = useState(false);
  const [timeRange, setTimeRange] = useState<DashboardTimeRange>(DEFAULT_TIME_RANGE);
  const dashboard = state.status === 'loaded' ? state.dashboard : undefined;
  const panelObjects = state.status === 'loaded' ? state.panelObjects : undefined;
  const title = dashboard?.attributes.title;
  // A share's level narrows what the tenant allows (issue 72); the server enforces both.
  const access = dashboard ? sharedAccess(dashboard) : { write: true, delete: true };
  const canWrite = deps.permissions.showWriteControls && access.write;
  const canDelete = canWrite && access.delete;
  /** A change that keeps the panels' objects as they were read (rename, panel edits, sharing). */
  const showDashboard = (next: Dashboard) =>
    setState((current) => (current.status === 'loaded' ? { ...current, dashboard: next } : current));

  useLoad(
    () => {
      setState({ status: 'loading' });
      setEditingKey(undefined);
      return loadDashboard(api, id);
    },
    [api, id, toasts, reloads],
    {
      onLoad: (loaded) => setState({ status: 'loaded', ...loaded }),
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

  // SPEC 2.6: an opened dashboard joins the drawer's Recently viewed (again under a new title after a rename).
  useEffect(() => {
    if (title !== undefined)
      deps.chrome.recentlyAccessed.add(`${deps.appPath}${viewPath(id)}`, title, recentlyViewedId(id));
  }, [deps.chrome, deps.appPath, title, id]);

  const parsed = useMemo(() => parsePanels(dashboard?.attributes.panelsJSON), [dashboard?.attributes.panelsJSON]);
  const allViews = useMemo(
    () => panelViews(parsed.panels, dashboard?.references ?? []),
    [parsed, dashboard?.references]
  );
  // Panels whose object the server did not return are left out and counted once, above the grid.
  const views = useMemo(
    () =>
      allViews.filter(
        (view) =>
          view.kind !== 'reference' ||
          panelObjects?.get(panelObjectKey(view.object.type, view.object.id))?.status !== 'missing'
      ),
    [allViews, panelObjects]
  );

  if (state.status === 'loading') {
    return (
      <EuiEmptyPrompt
        icon={<EuiLoadingSpinner size="xl" />}
        title={<h2>Loading dashboard</h2>}
        data-test-subj="dashboardLoading"
      />
    );
  }
  if (!dashboard) {
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
  // Issue 69.7: reached through a link, Login activity says once why it shows nothing, instead
  // of four panels each refused.
  if (id === LOGIN_ACTIVITY_DASHBOARD_ID && deps.permissions.readAudit === false) {
    return (
      <EuiPageTemplate component="div" panelled={false}>
        <EuiEmptyPrompt
          iconType="lock"
          title={<h2>{title}</h2>}
          body={<p>{AUDIT_DASHBOARD_FORBIDDEN}</p>}
          actions={<EuiButton onClick={() => nav.navigate(LIST_PATH)}>Back to dashboards</EuiButton>}
          data-test-subj="dashboardAuditForbidden"
        />
      </EuiPageTemplate>
    );
  }

  // Panels that could not be read are not rewritten: saving the list would drop them.
  const canEditPanels = canWrite && !parsed.invalid;

  const rename = async (values: DashboardFormValues) => {
    try {
      const updated = await api.rename(dashboard, values);
      showDashboard(updated);
      setRenaming(false);
      toasts.addSuccess(`Dashboard "${values.title}" was saved.`);
    } catch (error) {
      if (statusOf(error) === 409) toasts.addDanger(CHANGED_ELSEWHERE);
      else toasts.addError(toError(error), { title: 'Unable to save the dashboard' });
      throw error;
    }
  };

  /** Writes the panel list with the version read; rejects with a SaveFailure for the editor to show. */
  const savePanels = async (panels: StoredPanel[], success: string): Promise<void> => {
    try {
      const updated = await api.savePanels(dashboard, panels);
      showDashboard(updated);
      setEditingKey(undefined);
      toasts.addSuccess(success);
    } catch (error) {
      if (statusOf(error) === 409) {
        toasts.addDanger(CHANGED_ELSEWHERE);
        throw { conflict: true } satisfies SaveFailure;
      }
      toasts.addError(toError(error), { title: 'Unable to save the dashboard' });
      throw { conflict: false, message: fetchErrorMessage(error) ?? toError(error).message } satisfies SaveFailure;
    }
  };

  const editing = (key: string) => ({
    onSave: (panelTitle: string, markdown: string) =>
      key === NEW_PANEL_KEY
        ? savePanels(
            [...parsed.panels, newMarkdownPanel(parsed.panels, panelTitle, markdown)],
            `Panel "${panelTitle}" was added.`
          )
        : savePanels(withMarkdown(parsed.panels, key, panelTitle, markdown), `Panel "${panelTitle}" was saved.`),
    onCancel: () => setEditingKey(undefined),
    onReload: () => setReloads((n) => n + 1),
  });

  const removePanel = async (view: PanelView) => {
    const confirmed = await deps.overlays.openConfirm(
      `The panel "${view.title}" will be removed from this dashboard.`,
      {
        title: 'Remove panel?',
        confirmButtonText: 'Remove',
        buttonColor: 'danger',
        defaultFocusedButton: 'cancel',
      }
    );
    if (!confirmed) return;
    await savePanels(withoutPanel(parsed.panels, view.key), `Panel "${view.title}" was removed.`).catch(
      () => undefined // Already told through a toast.
    );
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

  const addPanel = () => {
    setEditMode(true);
    setEditingKey(NEW_PANEL_KEY);
  };
  const pageUrl = new URL(nav.hrefFor(viewPath(dashboard.id)), window.location.href).href;
  const onSharingChanged = (changed: SavedObject) => {
    if (changed.id === dashboard.id) showDashboard({ ...dashboard, sharing: changed.sharing });
  };
  const headerItems = dashboardHeaderItems({
    canWrite,
    canDelete,
    canEditPanels,
    editMode,
    busy: editingKey !== undefined,
    deleting,
    share: (
      <ShareMenu
        key="share"
        pageUrl={pageUrl}
        object={dashboard as unknown as SavedObject}
        share={deps.share}
        toasts={toasts}
        onChanged={onSharingChanged}
      />
    ),
    onEditMode: setEditMode,
    onAddPanel: addPanel,
    onRename: () => setRenaming(true),
    onDelete: () => void remove(),
  });

  return (
    <EuiPageTemplate component="div" restrictWidth={1400} panelled={false} data-test-subj="dashboardViewPage">
      <EuiPageTemplate.Header
        pageTitle={dashboard.attributes.title}
        description={dashboard.attributes.description || undefined}
        rightSideItems={headerItems}
        bottomBorder
      >
        <DashboardDetails
          tags={dashboard.attributes.tags ?? []}
          updatedAt={dashboard.updated_at}
          dateFormat={deps.dateFormat}
        />
      </EuiPageTemplate.Header>
      <EuiPageTemplate.Section aria-labelledby="dashboardPanelsHeading">
        {/* The cards' titles are h3: this keeps the heading outline in order for screen readers. */}
        <EuiScreenReaderOnly>
          <h2 id="dashboardPanelsHeading">Panels</h2>
        </EuiScreenReaderOnly>
        <DashboardNotices
          canWrite={canWrite}
          sharing={sharingOf(dashboard)}
          hiddenCount={allViews.length - views.length}
          invalid={parsed.invalid}
        />
        {views.some((view) => view.kind === 'reference') && (
          <>
            <EuiFlexGroup justifyContent="flexEnd" responsive={false}>
              <EuiFlexItem grow={false}>
                <DashboardTimePicker range={timeRange} onChange={setTimeRange} />
              </EuiFlexItem>
            </EuiFlexGroup>
            <EuiSpacer size="m" />
          </>
        )}
        <PanelGrid
          views={views}
          canWrite={canEditPanels}
          editMode={canWrite && editMode}
          editingKey={editingKey}
          onAdd={addPanel}
          onEdit={setEditingKey}
          onRemove={(view) => void removePanel(view)}
          editing={editing}
          referenceBody={(view) =>
            view.object.type === VISUALIZATION_SAVED_OBJECT_TYPE ? (
              <VisualizationBody
                summary={view.summary}
                object={panelObjects?.get(panelObjectKey(view.object.type, view.object.id))}
                http={deps.http}
                timeRange={timeRange}
              />
            ) : undefined
          }
        />
      </EuiPageTemplate.Section>
      {renaming && (
        <DashboardFormModal
          heading="Rename dashboard"
          initialValues={{
            title: dashboard.attributes.title,
            description: dashboard.attributes.description ?? '',
            tags: dashboard.attributes.tags ?? [],
          }}
          onSave={rename}
          onCancel={() => setRenaming(false)}
        />
      )}
    </EuiPageTemplate>
  );
};
