import type { UseEuiTheme } from '@elastic/eui';
import type { SerializedStyles } from '@emotion/react';

type Styles = Record<string, SerializedStyles>;
export declare function euiProgressStyles(themeContext: UseEuiTheme, isNative: boolean): Styles;
export declare function euiProgressDataStyles(themeContext: UseEuiTheme): Styles;
export declare function euiProgressValueTextStyles(themeContext: UseEuiTheme): Styles;
export declare const euiProgressLabelStyles: Styles;
