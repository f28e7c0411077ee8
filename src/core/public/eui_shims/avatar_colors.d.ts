export declare function isColorDark(red: number, green: number, blue: number): boolean;
export declare function hexToRgb(hex: string): [number, number, number];
export declare function isValidHex(hex: string): boolean;
export declare function useEuiPaletteColorBlindBehindText(): string[];
