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
import { fetchErrorMessage, i18n, useLoad, type SavedObject } from '../../../../../core/public';
import { dashboardsAppTitle } from './dashboards_texts';
import { viewPageTexts as texts } from './view_page_texts';
import messages from './messages.json';

/** The English of the conflict toast (the tests read it); the page shows it translated. */
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

const backToDashboards = () => i18n.translate(messages.viewBackToListButton);

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
          toasts.addError(toError(error), { title: texts.loadFailedTitle() });
        }
      },
    }
  );

  useEffect(() => {
    const appTitle = dashboardsAppTitle();
    deps.chrome.setBreadcrumbs([
      {
        text: appTitle,
        href: nav.hrefFor(LIST_PATH),
        onClick: (event: React.MouseEvent) => {
          event.preventDefault();
          nav.navigate(LIST_PATH);
        },
      },
      { text: title ?? id },
    ]);
    deps.chrome.docTitle.change([title ?? id, appTitle]);
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
        title={<h2>{i18n.translate(messages.viewLoadingTitle)}</h2>}
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
          title={
            <h2>
              {state.status === 'notFound' ? i18n.translate(messages.viewNotFoundTitle) : texts.loadFailedTitle()}
            </h2>
          }
          body={state.status === 'notFound' ? <p>{i18n.translate(messages.viewNotFoundBody, { id })}</p> : undefined}
          actions={<EuiButton onClick={() => nav.navigate(LIST_PATH)}>{backToDashboards()}</EuiButton>}
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
          body={<p>{texts.auditForbidden()}</p>}
          actions={<EuiButton onClick={() => nav.navigate(LIST_PATH)}>{backToDashboards()}</EuiButton>}
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
      toasts.addSuccess(texts.savedToast(values.title));
    } catch (error) {
      if (statusOf(error) === 409) toasts.addDanger(texts.changedElsewhere());
      else toasts.addError(toError(error), { title: texts.saveFailedTitle() });
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
        toasts.addDanger(texts.changedElsewhere());
        throw { conflict: true } satisfies SaveFailure;
      }
      toasts.addError(toError(error), { title: texts.saveFailedTitle() });
      throw { conflict: false, message: fetchErrorMessage(error) ?? toError(error).message } satisfies SaveFailure;
    }
  };

  const editing = (key: string) => ({
    onSave: (panelTitle: string, markdown: string) =>
      key === NEW_PANEL_KEY
        ? savePanels(
            [...parsed.panels, newMarkdownPanel(parsed.panels, panelTitle, markdown)],
            texts.panelAddedToast(panelTitle)
          )
        : savePanels(withMarkdown(parsed.panels, key, panelTitle, markdown), texts.panelSavedToast(panelTitle)),
    onCancel: () => setEditingKey(undefined),
    onReload: () => setReloads((n) => n + 1),
  });

  const removePanel = async (view: PanelView) => {
    const { message, ...confirm } = texts.removePanelConfirm(view.title);
    const confirmed = await deps.overlays.openConfirm(message, {
      ...confirm,
      buttonColor: 'danger',
      defaultFocusedButton: 'cancel',
    });
    if (!confirmed) return;
    await savePanels(withoutPanel(parsed.panels, view.key), texts.panelRemovedToast(view.title)).catch(
      () => undefined // Already told through a toast.
    );
  };

  const remove = async () => {
    const { message, ...confirm } = texts.deleteConfirm(dashboard.attributes.title);
    const confirmed = await deps.overlays.openConfirm(message, {
      ...confirm,
      buttonColor: 'danger',
      defaultFocusedButton: 'cancel',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await api.delete(dashboard.id);
      toasts.addSuccess(texts.deletedToast(dashboard.attributes.title));
      nav.navigate(LIST_PATH);
    } catch (error) {
      setDeleting(false);
      toasts.addError(toError(error), { title: texts.deleteFailedTitle() });
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
          <h2 id="dashboardPanelsHeading">{i18n.translate(messages.viewPanelsHeading)}</h2>
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
          heading={i18n.translate(messages.viewRenameModalTitle)}
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
