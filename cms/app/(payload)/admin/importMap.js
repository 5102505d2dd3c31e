import { TranslationsSummary as TranslationsSummary_859662a8646cc41049385500b909f118 } from '../../../admin/TranslationsSummary.tsx'
import { TranslationsView as TranslationsView_81e73a7bc3cdc0b6bbc0e5b08c3e9f32 } from '../../../admin/TranslationsView.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/TranslationsSummary.tsx#TranslationsSummary": TranslationsSummary_859662a8646cc41049385500b909f118,
  "/admin/TranslationsView.tsx#TranslationsView": TranslationsView_81e73a7bc3cdc0b6bbc0e5b08c3e9f32,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
