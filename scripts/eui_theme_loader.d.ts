declare function euiThemeLoader(this: { cacheable(flag: boolean): void; addDependency(file: string): void }): string;
declare namespace euiThemeLoader {
  function computeBorealis(): { key: string; model: Record<string, unknown>; colorVis: Record<string, unknown> };
  function mergeModes(light: unknown, dark: unknown): unknown;
}
export = euiThemeLoader;
