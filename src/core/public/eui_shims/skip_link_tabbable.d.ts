export declare function isTabbable(element: Element): boolean;
