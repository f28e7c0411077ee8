import type { HttpStart } from '../http/types';
import type { SavedObjectsClient } from './saved_objects_client';
import { CLIENT_STOPPED_MESSAGE } from './client_stopped';
import type { SavedObjectsClientContract } from './types';

export interface LazySavedObjectsClient extends SavedObjectsClientContract {
  stop(): void;
}

/**
 * The saved objects client, its code loaded on the first call: home and most pages never call it,
 * so it stays out of the shell's first load. Every method is asynchronous anyway; gets made while
 * the code loads still travel together in one batch.
 */
export function createLazySavedObjectsClient(
  http: Pick<HttpStart, 'get' | 'post' | 'put' | 'delete'>
): LazySavedObjectsClient {
  let loading: Promise<SavedObjectsClient> | undefined;
  let loaded: SavedObjectsClient | undefined;
  let stopped = false;
  const withClient = async <R>(call: (client: SavedObjectsClient) => Promise<R>): Promise<R> => {
    loading ??= import(/* webpackChunkName: "saved_objects_client" */ './saved_objects_client').then(
      (m) => (loaded = new m.SavedObjectsClient(http))
    );
    const client = await loading;
    if (stopped) throw new Error(CLIENT_STOPPED_MESSAGE);
    return call(client);
  };
  return {
    create: (type, attributes, options) => withClient((c) => c.create(type, attributes, options)),
    get: (type, id) => withClient((c) => c.get(type, id)),
    update: (type, id, attributes, options) => withClient((c) => c.update(type, id, attributes, options)),
    delete: (type, id, options) => withClient((c) => c.delete(type, id, options)),
    bulkCreate: (objects, options) => withClient((c) => c.bulkCreate(objects, options)),
    bulkGet: (objects) => withClient((c) => c.bulkGet(objects)),
    bulkUpdate: (objects) => withClient((c) => c.bulkUpdate(objects)),
    find: (options) => withClient((c) => c.find(options)),
    writableTenants: () => withClient((c) => c.writableTenants()),
    copyToTenant: (body, options) => withClient((c) => c.copyToTenant(body, options)),
    stop: () => {
      stopped = true;
      loaded?.stop();
    },
  };
}
