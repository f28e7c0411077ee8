import { BehaviorSubject, Subscription, distinctUntilChanged, map } from 'rxjs';
import type { CoreTheme, ThemeServiceStart, ThemeServiceStartDeps, ThemeTag } from './types';

export const DARK_MODE_SETTING = 'theme:darkMode';
const BODY_CLASS_PREFIX = 'osdBody--';

export function toThemeTag({ version, darkMode }: CoreTheme): ThemeTag {
  return `${version}${darkMode ? 'dark' : 'light'}`;
}

export class ThemeService {
  private theme$?: BehaviorSubject<CoreTheme>;
  private readonly subscriptions = new Subscription();
  private appliedBodyClass?: string;

  start({ injectedMetadata, uiSettings }: ThemeServiceStartDeps): ThemeServiceStart {
    const { version, darkMode } = injectedMetadata.getTheme();
    const theme$ = new BehaviorSubject<CoreTheme>({ version, darkMode });
    this.theme$ = theme$;

    this.subscriptions.add(
      theme$
        .pipe(map(toThemeTag), distinctUntilChanged())
        .subscribe((tag) => this.applyBodyClass(`${BODY_CLASS_PREFIX}${tag}`))
    );

    if (uiSettings) {
      this.subscriptions.add(
        uiSettings.get$<unknown>(DARK_MODE_SETTING).subscribe((value) => {
          const next = Boolean(value);
          if (next !== theme$.getValue().darkMode) theme$.next({ ...theme$.getValue(), darkMode: next });
        })
      );
    }

    return {
      // Consumers get a read-only view: only the service decides the theme.
      theme$: theme$.asObservable(),
      getTheme: () => theme$.getValue(),
      getThemeTag: () => toThemeTag(theme$.getValue()),
    };
  }

  stop() {
    this.subscriptions.unsubscribe();
    this.theme$?.complete();
    this.applyBodyClass(undefined);
  }

  private applyBodyClass(next: string | undefined) {
    if (this.appliedBodyClass) document.body.classList.remove(this.appliedBodyClass);
    if (next) document.body.classList.add(next);
    this.appliedBodyClass = next;
  }
}
