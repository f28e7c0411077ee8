// EUI's own hook's type: the shim takes and returns what it does.
import type { useHighContrastModifications as EuiHook } from '@elastic/eui/src/services/theme/high_contrast_overrides';

export declare function setHighContrastHook(hook: typeof EuiHook): void;
export declare const useHighContrastModifications: typeof EuiHook;
