import type { ESLint, Rule } from 'eslint';

export declare const TEXT_PROPS: Set<string>;
export declare const noUntranslatedText: Rule.RuleModule;
export declare const i18nPlugin: ESLint.Plugin;
