export declare const REBUILT_PHONE: string;
export declare function rebuiltDistDir(distDir: string): string;
export declare function rebuiltAppBuild(outDir: string): { args: string[]; env: Record<string, string> };
