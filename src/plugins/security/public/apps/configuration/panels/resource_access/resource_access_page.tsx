/**
 * Resource access (`/resource-access`, issue 72; upstream's Resource Access Management): one tab
 * per protected type, the objects of the current tenant the caller may manage with owner and
 * recipients, Edit sharing (the dashboards' Share with people flyout), and, for administrators of
 * sharing, the objects without an owner. Says so when resource sharing is off.
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { EuiButton, EuiEmptyPrompt, EuiLoadingSpinner, EuiPageHeader, EuiSpacer, EuiTab, EuiTabs } from '@elastic/eui';
import { ResourceSharingApi, type ResourceEntry, type ResourceType } from '../../../../apis/resource_sharing_api';
import { i18n, type SavedObjectsClientContract } from '../../../../../../../core/public';
import { ShareFlyout } from '../../../resource_access/share_flyout/share_flyout';
import type { PageProps } from '../../types';
import { countedTitle, LoadFailedPrompt } from '../../utils/load_states';
import { sharingOffBody, sharingOffTitle, typeLabel } from './resource_access_texts';
import { ResourcesTable, resourceName, type ResourceRow } from './resources_table';
import { UnownedPanel } from './unowned_panel';
import messages from './messages.json';

type Load<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; value: T };

/** Reads the objects' titles (the sharing list names ids only); an object it cannot read keeps its id. */
async function withTitles(
  client: Pick<SavedObjectsClientContract, 'bulkGet'> | undefined,
  entries: ResourceEntry[]
): Promise<ResourceRow[]> {
  if (!client || entries.length === 0) return entries;
  try {
    const { savedObjects } = await client.bulkGet(entries.map((e) => ({ type: e.resource_type, id: e.resource_id })));
    const titles = new Map(
      savedObjects.flatMap((object) =>
        typeof object.attributes?.title === 'string' && !object.error ? [[object.id, object.attributes.title]] : []
      )
    );
    return entries.map((entry) => ({ ...entry, title: titles.get(entry.resource_id) }));
  } catch (error) {
    console.error(error);
    return entries;
  }
}

/** The objects of one type with their titles, loaded again on `reload`. */
function useResources(
  api: ResourceSharingApi,
  client: Pick<SavedObjectsClientContract, 'bulkGet'> | undefined,
  type: string | undefined
) {
  const [state, setState] = useState<Load<ResourceRow[]>>({ status: 'loading' });
  const load = useCallback(async () => {
    if (!type) return;
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    try {
      setState({ status: 'loaded', value: await withTitles(client, await api.list(type)) });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }, [api, client, type]);
  useEffect(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);
  return { state, reload: load };
}

const Loading: React.FC<{ title: string; testSubj: string }> = ({ title, testSubj }) => (
  <EuiEmptyPrompt icon={<EuiLoadingSpinner size="xl" />} title={<h2>{title}</h2>} data-test-subj={testSubj} />
);

const sharedTypes = () => i18n.translate(messages.pageSharedTypes);
const sharedObjects = () => i18n.translate(messages.pageSharedObjects);

export const ResourceAccessPage: React.FC<PageProps & { sharingApi?: ResourceSharingApi }> = ({
  core,
  api,
  sharingApi,
}) => {
  const sharing = useMemo(() => sharingApi ?? new ResourceSharingApi(api.http), [sharingApi, api.http]);
  const [types, setTypes] = useState<Load<ResourceType[]>>({ status: 'loading' });
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<ResourceRow>();

  const loadTypes = useCallback(async () => {
    setTypes({ status: 'loading' });
    try {
      const value = await sharing.types();
      setTypes({ status: 'loaded', value });
      setSelected((current) => (value.some((t) => t.type === current) ? current : value[0]?.type));
    } catch (error) {
      setTypes({ status: 'failed', error });
    }
  }, [sharing]);

  useEffect(() => {
    void loadTypes();
  }, [loadTypes]);

  const resources = useResources(sharing, core.savedObjects?.client, selected);
  const count = resources.state.status === 'loaded' ? resources.state.value.length : undefined;

  let body: React.ReactNode;
  if (types.status === 'loading') {
    body = <Loading title={i18n.translate(messages.pageLoadingTypes)} testSubj="resourceAccessLoading" />;
  } else if (types.status === 'failed') {
    body = <LoadFailedPrompt what={sharedTypes()} error={types.error} onRetry={() => void loadTypes()} />;
  } else if (types.value.length === 0 || !selected) {
    body = (
      <EuiEmptyPrompt
        iconType="lock"
        title={<h2>{sharingOffTitle()}</h2>}
        body={<p>{sharingOffBody()}</p>}
        data-test-subj="resourceSharingOff"
      />
    );
  } else {
    let list: React.ReactNode;
    if (resources.state.status === 'loading') {
      list = <Loading title={i18n.translate(messages.pageLoadingObjects)} testSubj="resourcesLoading" />;
    } else if (resources.state.status === 'failed') {
      list = (
        <LoadFailedPrompt
          what={sharedObjects()}
          error={resources.state.error}
          onRetry={() => void resources.reload()}
        />
      );
    } else {
      list = <ResourcesTable key={selected} type={selected} entries={resources.state.value} onEdit={setEditing} />;
    }
    body = (
      <>
        <EuiTabs>
          {types.value.map(({ type }) => (
            <EuiTab
              key={type}
              isSelected={type === selected}
              onClick={() => setSelected(type)}
              data-test-subj={`resourceTypeTab-${type}`}
            >
              {typeLabel(type)}
            </EuiTab>
          ))}
        </EuiTabs>
        <EuiSpacer size="m" />
        {list}
        <EuiSpacer size="l" />
        <UnownedPanel
          key={`unowned-${selected}`}
          api={sharing}
          type={selected}
          toasts={core.notifications.toasts}
          onAssigned={() => void resources.reload()}
        />
      </>
    );
  }

  return (
    <div data-test-subj="resourceAccessPage">
      <EuiPageHeader
        pageTitle={countedTitle(i18n.translate(messages.pageTitle), count)}
        description={i18n.translate(messages.pageDescription)}
        rightSideItems={
          types.status === 'loaded' && types.value.length > 0
            ? [
                <EuiButton
                  key="refresh"
                  iconType="refresh"
                  onClick={() => void resources.reload()}
                  data-test-subj="resourcesRefresh"
                >
                  {i18n.translate(messages.pageRefreshButton)}
                </EuiButton>,
              ]
            : []
        }
      />
      <EuiSpacer />
      {/* Marks the answer (rows, empty, off or failed) as in, for tests that walk every page. */}
      <div
        data-test-subj={
          types.status === 'loading' || (types.status === 'loaded' && selected && resources.state.status === 'loading')
            ? 'resourceAccessBody'
            : 'resourceAccessLoaded'
        }
      >
        {body}
      </div>
      {editing && selected && (
        <ShareFlyout
          api={sharing}
          resourceType={selected}
          resourceId={editing.resource_id}
          title={resourceName(editing)}
          canShare={editing.can_share}
          onClose={() => setEditing(undefined)}
          onChanged={() => {
            core.notifications.toasts.addSuccess({
              title: i18n.translate(messages.pageSharingSaved, { name: resourceName(editing) }),
              'data-test-subj': 'sharingSaved',
            });
            void resources.reload();
          }}
        />
      )}
    </div>
  );
};
