export declare function parseColor(input: string): string | number[] | null;
export declare function chromaValid(color: string | number[]): boolean;
