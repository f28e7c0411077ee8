declare function euiThemeLoader(this: {
  cacheable(flag: boolean): void;
  addDependency(file: string): void;
  resourceQuery?: string;
}): string;
declare namespace euiThemeLoader {
  function computeBorealis(): {
    key: string;
    model: Record<string, unknown>;
    light: Record<string, unknown>;
    colorVis: Record<string, unknown>;
  };
  function mergeModes(light: unknown, dark: unknown): unknown;
  const BOTH_MODES: string;
}
export = euiThemeLoader;
