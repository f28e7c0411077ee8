/**
 * intl-messageformat for the shell, a chunk of its own: most messages are plain text or `{name}`s
 * and need none of it, so /app/home in English never loads it. Non-English pages load it at start
 * (a translation may need it anywhere); apps, flyouts and modals load it beside their own chunks;
 * anything else that meets an ICU message first starts the load and shows it whole once in.
 */
import { onIcuFormatterMissing, registerIcuFormatter } from '../../common/i18n';

let loading: Promise<void> | undefined;

export function loadIcuFormatter(): Promise<void> {
  loading ??= import(/* webpackChunkName: "icu_formatter" */ 'intl-messageformat').then(
    ({ IntlMessageFormat }) => registerIcuFormatter(IntlMessageFormat as never),
    (error: unknown) => {
      // A failed chunk may load on the next try; until then ICU messages show their raw text.
      loading = undefined;
      throw error;
    }
  );
  return loading;
}

onIcuFormatterMissing(() => void loadIcuFormatter().catch(() => undefined));
