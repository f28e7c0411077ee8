import { i18n } from '../../i18n/localized_message';
import type { OperationsRowSource } from '../../status/types';
import type { Store } from '../types';
import { lastBackup } from './backups_table';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

/**
 * The /status "Operations" row of the last backup made of this store (`store_backups`), read
 * anew on every status request: what every instance on the store shows alike. The file's path is
 * left out (the row's reader need not learn the backup host's folders).
 */
export function lastBackupRow(store: Pick<Store, 'kysely'>): OperationsRowSource {
  return {
    id: 'store.backup',
    label: i18n.defineMessage('core.status.operations.lastBackup', { defaultMessage: 'Last backup' }),
    read: async () => {
      const last = await lastBackup(store.kysely());
      return last
        ? `${last.createdAt} (${size(last.bytes)})`
        : // Plain text: /status shows the value as it is (no markdown), so the command is set off in words.
          i18n.defineMessage('core.status.operations.noBackup', {
            defaultMessage: 'None recorded on this store. Make one with the command: {command}',
            values: { command: 'npm run store -- backup' },
          });
    },
  };
}
