declare function euiIconMapLoader(this: { emitWarning(error: Error): void }, source: string): string;
declare namespace euiIconMapLoader {
  function stripIconMetadata(source: string): string;
}
export = euiIconMapLoader;
