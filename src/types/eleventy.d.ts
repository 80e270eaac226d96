// Eleventy 3 ships no type declarations; this names the parts docgen uses.
declare module "@11ty/eleventy" {
  export default class Eleventy {
    constructor(input?: string, output?: string, options?: Record<string, unknown>);
    init(): Promise<void>;
    write(): Promise<unknown>;
    toJSON(): Promise<Array<{ url: string; inputPath: string; outputPath: string; content: string }>>;
    watch(): Promise<void>;
    serve(port?: number): Promise<void>;
    close(): Promise<void>;
  }
  export const IdAttributePlugin: unknown;
}
