import type { Compiler } from 'webpack';

export declare const ICON_ASSET: RegExp;
export declare const ICON_CHUNK_FILENAME: string;
export declare class IconChunkFilesPlugin {
  constructor(options?: { isIconModule?: (resource: string) => boolean });
  apply(compiler: Compiler): void;
}
