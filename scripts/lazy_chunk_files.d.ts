import type { Compiler } from 'webpack';

export declare const LAZY_CHUNK_FILENAME: string;
export declare class LazyChunkFilesPlugin {
  apply(compiler: Compiler): void;
}
