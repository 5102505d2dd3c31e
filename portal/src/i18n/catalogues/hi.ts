/// <reference types="vite/client" />

/**
 * Hindi's catalogues, one loader per namespace (i18n/messages.ts loads those a screen registered). The build puts
 * this list in the language's first chunk with the first screens' catalogues (chunk-groups.ts, messagesChunkOf).
 */
export default import.meta.glob<Record<string, never>>('../../locales/hi/*.json', { import: 'default' })
