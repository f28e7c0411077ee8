export declare const TRANSLATED_CODE: string[];
export declare const NOT_SHIPPED: string[];
export declare const NOT_YET_TRANSLATED: string[];
