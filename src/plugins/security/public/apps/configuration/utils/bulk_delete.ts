/** Deleting the selected rows of a list page after one confirmation. */
export interface BulkDeleteOptions {
  names: string[];
  /** Asks once for all of them; false cancels. */
  confirm(names: string[]): Promise<boolean>;
  /** Deletes one; a rejection is that entry's failure, the others still go ahead. */
  removeOne(name: string): Promise<void>;
  onDeleted?(name: string): void;
  onFailed(name: string, error: unknown): void;
}

/** Deletes the selected entries one by one after one confirmation; resolves with those deleted. */
export async function bulkDelete({
  names,
  confirm,
  removeOne,
  onDeleted,
  onFailed,
}: BulkDeleteOptions): Promise<string[]> {
  if (names.length === 0 || !(await confirm(names))) return [];
  const deleted: string[] = [];
  for (const name of names) {
    try {
      await removeOne(name);
    } catch (error) {
      onFailed(name, error);
      continue;
    }
    deleted.push(name);
    onDeleted?.(name);
  }
  return deleted;
}
