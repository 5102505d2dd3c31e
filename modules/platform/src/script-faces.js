/**
 * The Telugu and Devanagari faces the portal and the site self-host (portal/src/assets/fonts/indic-fonts.css) are the
 * very fonts an Android phone draws those scripts with. A page preloads them only on a device without its own
 * (decision 072): on a phone the 73-104 KB were downloaded for nothing, on the link the page's own files need.
 *
 * Plain JavaScript (typed by script-faces.d.ts): the portal's Vite config imports it, and Node loads a workspace
 * package's files itself there, which it cannot do for TypeScript.
 */
import path from 'node:path'

/**
 * An inline script's function: preloads a script's faces (`f`, both weights) unless the device has the regular face
 * named by `s`, its `local()` sources as the stylesheet lists them. The check is the browser's own: a FontFace of only
 * those sources loads or fails, without a request. Where FontFace is missing or throws, the faces are preloaded.
 */
export const SCRIPT_FACE_PRELOADS = `function(s,f){function p(){f.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}try{new FontFace('device-script-face',s).load().then(null,p)}catch(x){p()}}`

/**
 * The `local()` sources of the regular face whose file name starts with `filePrefix` in a stylesheet of @font-face
 * rules (indic-fonts.css): what the page asks the device for before preloading the file.
 */
export function localSourcesOf(css, filePrefix) {
  const face = css.split('@font-face').find((block) => block.includes(`${filePrefix}400`))
  const sources = face?.match(/local\('[^']+'\)/g)
  if (!sources) throw new Error(`no @font-face with local() sources for ${filePrefix}400`)
  return sources.join(',')
}

/** The start of the file names of each script's faces (indic-fonts.css), by the language written in that script. */
const SCRIPT_FACE_FILES = { te: 'noto-sans-telugu-telugu-', hi: 'noto-sans-devanagari-devanagari-' }

/**
 * For each language whose script has faces of ours, what SCRIPT_FACE_PRELOADS takes: the regular face's `local()`
 * sources in `css` (indic-fonts.css), and the addresses (`address(file)`) of its faces among a build's `files`.
 */
export function scriptFacesByLanguage(css, files, address) {
  return Object.fromEntries(
    Object.entries(SCRIPT_FACE_FILES).map(([language, prefix]) => [
      language,
      {
        local: localSourcesOf(css, prefix),
        files: files
          .filter((file) => path.basename(file).startsWith(prefix) && file.endsWith('.woff2'))
          .map((file) => address(file)),
      },
    ]),
  )
}
