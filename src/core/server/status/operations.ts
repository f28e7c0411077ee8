/**
 * The rows of the /status page's "Operations" panel: facts an operator checks (where the log
 * goes and at which level, whether metrics are on, audit retention, each audit sink's health, the
 * last backup). Any core service or plugin adds its own through `core.status.operations.register`;
 * each row is read anew on every status request.
 */
import type { Translator } from '../../common/i18n';
import { i18n, isLocalizedMessage, localize } from '../i18n/localized_message';
import type { OperationsRow, OperationsRowSource, OperationsRowValue } from './types';

const ROW_ID = /^[a-z0-9][a-z0-9_.:-]{0,99}$/;
const MAX_TEXT = 500;
/** A row's read may wait on the store; /api/status must not wait for it longer. */
export const OPERATIONS_READ_TIMEOUT_MS = 3000;

export class OperationsRegistry {
  private readonly rows = new Map<string, OperationsRowSource>();

  register(source: OperationsRowSource): void {
    if (typeof source?.id !== 'string' || !ROW_ID.test(source.id)) {
      throw new Error('An operations row id must be 1 to 100 lower-case letters, digits and . _ : -');
    }
    if (this.rows.has(source.id)) throw new Error(`The operations row "${source.id}" is already registered.`);
    const label = isLocalizedMessage(source.label) ? source.label.defaultMessage : source.label;
    if (typeof label !== 'string' || label.length === 0 || label.length > MAX_TEXT) {
      throw new Error(`The operations row "${source.id}" needs a label of 1 to ${MAX_TEXT} characters.`);
    }
    if (typeof source.read !== 'function') throw new Error(`The operations row "${source.id}" needs a read function.`);
    this.rows.set(source.id, source);
  }

  /**
   * Every row in registration order, in the translator's language; a read that fails or takes too
   * long shows as red, never fails the status.
   */
  async read(translator: Translator): Promise<OperationsRow[]> {
    return Promise.all([...this.rows.values()].map((source) => readRow(source, translator)));
  }
}

async function readRow(source: OperationsRowSource, translator: Translator): Promise<OperationsRow> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<OperationsRowValue>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          value: i18n.defineMessage('core.status.operations.noAnswer', {
            defaultMessage: 'No answer within {ms} ms',
            values: { ms: OPERATIONS_READ_TIMEOUT_MS },
          }),
          state: 'red',
        }),
      OPERATIONS_READ_TIMEOUT_MS
    );
  });
  let read: OperationsRowValue;
  try {
    read = await Promise.race([Promise.resolve(source.read()), timeout]);
  } catch (error) {
    read = {
      value: i18n.defineMessage('core.status.operations.unavailable', {
        defaultMessage: 'Unavailable: {reason}',
        values: { reason: error instanceof Error ? error.message : String(error) },
      }),
      state: 'red',
    };
  } finally {
    clearTimeout(timer);
  }
  const { value, state } =
    typeof read === 'string' || isLocalizedMessage(read) ? { value: read, state: undefined } : read;
  return {
    id: source.id,
    label: localize(translator, source.label),
    value: (typeof value === 'string' || isLocalizedMessage(value) ? localize(translator, value) : String(value)).slice(
      0,
      MAX_TEXT
    ),
    ...(state ? { state } : {}),
  };
}
