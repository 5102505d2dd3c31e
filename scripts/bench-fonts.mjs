// The fonts of the phone the benchmarks emulate. Lighthouse's mobile profile is a mid-range Android phone, which draws
// Telugu and Devanagari with its own Noto Sans; Debian's Chromium here has neither, so without this every Telugu or
// Hindi page would be measured as on a device that must download both faces. BENCH_FONTS chooses (decision 072):
//   phone (default)  both faces of each script, as on Android 11 and earlier (NotoSansTelugu-Regular.ttf and
//                    NotoSansTelugu-Bold.ttf) and on a desktop with Noto installed;
//   regular          the regular face only: Android 12 and later ship one variable font per script, found by the
//                    regular face's name only, so the bold face is downloaded;
//   none             no font for either script, as on a Linux desktop without Noto: both faces are downloaded.
import { deviceFontsEnv } from './device-fonts.mjs'

const WEIGHTS = { phone: ['400', '700'], regular: ['400'], none: [] }

const benchFonts = process.env.BENCH_FONTS ?? 'phone'
if (!(benchFonts in WEIGHTS)) throw new Error(`BENCH_FONTS must be phone, regular or none, not ${benchFonts}`)

/** What the setting means, for the benchmark's header. */
export const BENCH_FONTS_LABEL = {
  phone: "the phone's own Telugu and Devanagari faces, regular and bold",
  regular: "the phone's own Telugu and Devanagari regular faces only",
  none: 'no Telugu or Devanagari font on the device',
}[benchFonts]

/** Environment for the benchmark's Chromium, its files under `dir`. */
export const benchFontsEnv = async (dir) => (WEIGHTS[benchFonts].length ? deviceFontsEnv(dir, WEIGHTS[benchFonts]) : {})
