/// <reference types="vite/client" />

/** Every language's catalogues but English's (English rides with the features), each loaded when its language is chosen. */
export const translations = import.meta.glob<Record<string, never>>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
})
