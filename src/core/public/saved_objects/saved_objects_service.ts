import type { HttpStart } from '../http/types';
import { SavedObjectsClient } from './saved_objects_client';
import type { SavedObjectsStart } from './types';

export interface SavedObjectsStartDeps {
  http: HttpStart;
}

/** Owns the one browser client, so gets from every plugin share the same 100 ms batch. */
export class SavedObjectsService {
  private client?: SavedObjectsClient;

  setup(): void {}

  start({ http }: SavedObjectsStartDeps): SavedObjectsStart {
    this.client = new SavedObjectsClient(http);
    return { client: this.client };
  }

  stop(): void {
    this.client?.stop();
  }
}
