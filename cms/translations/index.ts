export { missingTranslations, TRANSLATED_LOCALES, type TranslatedLocale, type UntranslatedDocument } from './missing.ts'
export { hasLocalizedField, localizedTexts, type LocalizedText } from './localized-texts.ts'
