import type { UseEuiTheme } from '@elastic/eui';

export declare function euiCodeTextColors(themeContext: UseEuiTheme): { backgroundColor: string; color: string };
