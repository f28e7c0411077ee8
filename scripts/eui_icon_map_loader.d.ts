declare function euiIconMapLoader(
  this: {
    emitWarning(error: Error): void;
    getOptions?(): { shellIcons?: string[] } | undefined;
    resourceQuery?: string;
  },
  source: string
): string;
declare namespace euiIconMapLoader {
  function stripIconMetadata(source: string): string;
  function splitIconMap(stripped: string, shellIcons: string[], allRequest?: string): string | undefined;
}
export = euiIconMapLoader;
