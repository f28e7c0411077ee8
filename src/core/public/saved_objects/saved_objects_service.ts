import type { HttpStart } from '../http/types';
import { createLazySavedObjectsClient, type LazySavedObjectsClient } from './lazy_saved_objects_client';
import type { SavedObjectsStart } from './types';

export interface SavedObjectsStartDeps {
  http: HttpStart;
}

/** Owns the one browser client, so gets from every plugin share the same 100 ms batch. */
export class SavedObjectsService {
  private client?: LazySavedObjectsClient;

  setup(): void {}

  start({ http }: SavedObjectsStartDeps): SavedObjectsStart {
    this.client = createLazySavedObjectsClient(http);
    return { client: this.client };
  }

  stop(): void {
    this.client?.stop();
  }
}
