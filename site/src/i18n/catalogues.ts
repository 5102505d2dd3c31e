import type { Language } from '@app/platform/format'
import { en, type Catalogue } from './en.ts'
import { hi } from './hi.ts'
import { te } from './te.ts'

/**
 * Every language's catalogue. The server's render alone imports this: a page ships only its own language's words,
 * inside its #site-data block (decision 062), so the browser's bundle carries no catalogue at all.
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, te, hi }
