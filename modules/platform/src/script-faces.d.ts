/** An inline script's function: preloads a script's faces unless the device has the regular face (script-faces.js). */
export declare const SCRIPT_FACE_PRELOADS: string
/** The `local()` sources of the regular face whose file name starts with `filePrefix`, joined by commas. */
export declare function localSourcesOf(css: string, filePrefix: string): string
/** For each language whose script has faces of ours: its regular face's `local()` sources and its faces' addresses. */
export declare function scriptFacesByLanguage(
  css: string,
  files: readonly string[],
  address: (file: string) => string,
): Record<string, { local: string; files: string[] }>
