// The shell's chroma-js (chroma_shell.js): the part of chroma-js's API it has.
export interface ShellColor {
  _rgb: number[];
  alpha(): number;
  alpha(a: number, mutate?: boolean): ShellColor;
  css(mode?: string): string;
  hex(mode?: string): string;
  rgb(round?: boolean): number[];
  rgba(round?: boolean): number[];
  hsl(): number[];
  lab(): number[];
  get(modeChannel: string): number;
  set(modeChannel: string, value: string | number, mutate?: boolean): ShellColor;
  luminance(): number;
  darken(amount?: number): ShellColor;
  brighten(amount?: number): ShellColor;
  mix(color: ShellColor | string, f?: number, mode?: string): ShellColor;
}

export interface ShellChroma {
  (...args: unknown[]): ShellColor;
  mix(a: ShellColor | string, b: ShellColor | string, f?: number, mode?: string): ShellColor;
  contrast(a: ShellColor | string, b: ShellColor | string): number;
  valid(...args: unknown[]): boolean;
}

declare const chroma: ShellChroma;
export default chroma;
