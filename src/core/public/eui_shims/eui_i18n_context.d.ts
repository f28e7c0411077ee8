// EUI's own context module's types: the shim is that module with a default the shell sets.
import type { I18nShape } from '@elastic/eui/src/components/context/context';

export declare function setEuiI18nDefaults(shape: I18nShape): void;
export { EuiContext, EuiI18nConsumer, I18nContext } from '@elastic/eui/src/components/context/context';
