import type { SavedObjectsType } from './types';
import { unsupportedTypeError } from './errors';
import { MAX_FIELD_LENGTH, TYPE_NAME_PATTERN } from './validation';

export class SavedObjectTypeRegistry {
  private readonly types = new Map<string, SavedObjectsType>();

  register(type: SavedObjectsType) {
    if (!TYPE_NAME_PATTERN.test(type.name)) {
      throw new Error(
        `Invalid saved object type name "${type.name}": use 1 to 100 lower-case letters, digits, '-' or '_', not starting with '-' or '_'.`
      );
    }
    if (this.types.has(type.name)) {
      throw new Error(`Saved object type "${type.name}" is already registered.`);
    }
    if (
      type.defaultSearchField !== undefined &&
      (type.defaultSearchField === '' || type.defaultSearchField.length > MAX_FIELD_LENGTH)
    ) {
      throw new Error(`Invalid defaultSearchField for saved object type "${type.name}".`);
    }
    this.types.set(type.name, { ...type });
  }

  has(name: string): boolean {
    return this.types.has(name);
  }

  get(name: string): SavedObjectsType | undefined {
    return this.types.get(name);
  }

  list(): SavedObjectsType[] {
    return [...this.types.values()];
  }

  /** Throws the 400 every route answers for a type nobody registered. */
  assertSupported(name: string) {
    if (!this.types.has(name)) throw unsupportedTypeError(name);
  }
}
