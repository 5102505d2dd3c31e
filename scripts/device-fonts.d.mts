/** Writes both scripts' faces of `weights` under `dir`; the environment that gives them to a Chromium as its own. */
export declare function deviceFontsEnv(dir: string, weights?: string[]): Promise<{ FONTCONFIG_FILE: string }>
