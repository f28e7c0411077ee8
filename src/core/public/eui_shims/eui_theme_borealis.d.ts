import type { EuiThemeSystem } from '@elastic/eui';

export declare const colorVis: Record<string, string>;
export declare const EUI_THEME_BOREALIS_KEY: string;
export declare const EuiThemeBorealis: EuiThemeSystem;
export declare function setDefaultTheme(system: EuiThemeSystem): void;
export declare function loadBothModes(): Promise<void>;
export declare function hasBothModes(): boolean;
