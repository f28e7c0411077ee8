/** The Import and export page's client: the whole configuration as a zip, out and back in. */
import {
  CONFIG_EXPORT_PATH,
  CONFIG_IMPORT_PATH,
  type ImportRequestBody,
  type ImportResponse,
} from '../../../../../common/config_transfer';
import type { ConfigurationApi } from '../../api';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export class TransferApi {
  constructor(private readonly api: ConfigurationApi) {}

  /**
   * The whole configuration as a zip. Core's client reads every answer as text, which would break
   * the archive's bytes, so this one GET goes through the browser's fetch (same cookie, no body).
   */
  async exportConfiguration(includeHashes: boolean): Promise<{ blob: Blob; fileName: string }> {
    const url = this.api.http.basePath.prepend(`${CONFIG_EXPORT_PATH}${includeHashes ? '?include_hashes=true' : ''}`);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
      const message = typeof body?.message === 'string' ? body.message : response.statusText;
      // The server's message is shown as sent; only the frame around it is the UI's.
      throw new Error(
        message
          ? i18n.translate(messages.exportFailed, { message })
          : i18n.translate(messages.exportFailedStatus, { status: String(response.status) })
      );
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'security-configuration.zip';
    return { blob: await response.blob(), fileName };
  }

  /** Validates the upload and answers what it changes; with `dryRun: false` the server also applies it. */
  importConfiguration(body: ImportRequestBody, dryRun: boolean): Promise<ImportResponse> {
    return this.api.http.post<ImportResponse>(CONFIG_IMPORT_PATH, {
      query: { dry_run: dryRun },
      body: JSON.stringify(body),
    });
  }
}
