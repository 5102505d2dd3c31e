import { refundMessage } from '@app/appointments/schema'
import type { Language } from './reminders.deps.ts'

// What a parent reads when they answer a reminder — the one-click link's page and the reply on WhatsApp or SMS — in
// the language they chose (docs/i18n-glossary.md). English is the product's wording (docs/api/reminders.md); the
// others are written as the centres say it, not word for word.

export interface AnswerWords {
  confirmQuestion(when: string): string
  cancelQuestion(when: string): string
  confirmed(when: string): string
  alreadyConfirmed(when: string): string
  cancelled(when: string, refund: string): string
  reschedule(link: string): string
  linkInvalid: string
  linkExpired: string
  linkUsed: string
  closed: string
  /** The link page's title, buttons and way back to the portal. */
  pageTitle: string
  yesConfirm: string
  yesCancel: string
  openPortal: string
}

export const ANSWER_WORDS: Record<Language, AnswerWords> = {
  en: {
    confirmQuestion: (when) => `Confirm that you will come on ${when}?`,
    cancelQuestion: (when) => `Cancel the appointment on ${when}?`,
    confirmed: (when) => `Thank you, your visit on ${when} is confirmed.`,
    alreadyConfirmed: (when) => `Your visit on ${when} was already confirmed. Thank you.`,
    cancelled: (when, refund) => `Your appointment on ${when} is cancelled. ${refund}`,
    reschedule: (link) => `To choose another time, open ${link}`,
    linkInvalid: 'This link is not valid. Please sign in to the portal to see your appointment.',
    linkExpired: 'This link has expired: the appointment has begun.',
    linkUsed: 'This link has already been used.',
    closed: 'This reminder can no longer be answered',
    pageTitle: 'Appointment reminder',
    yesConfirm: 'Yes, confirm',
    yesCancel: 'Yes, cancel the appointment',
    openPortal: 'Open the portal',
  },
  te: {
    confirmQuestion: (when) => `${when} న మీరు వస్తున్నారని నిర్ధారించాలా?`,
    cancelQuestion: (when) => `${when} న ఉన్న అపాయింట్‌మెంట్ రద్దు చేయాలా?`,
    confirmed: (when) => `ధన్యవాదాలు, ${when} న మీ సందర్శన నిర్ధారించబడింది.`,
    alreadyConfirmed: (when) => `${when} న మీ సందర్శన ఇప్పటికే నిర్ధారించబడింది. ధన్యవాదాలు.`,
    cancelled: (when, refund) => `${when} న మీ అపాయింట్‌మెంట్ రద్దు అయింది. ${refund}`,
    reschedule: (link) => `వేరే సమయం ఎంచుకోవడానికి ${link} తెరవండి`,
    linkInvalid: 'ఈ లింక్ చెల్లదు. మీ అపాయింట్‌మెంట్ చూడటానికి పోర్టల్‌లో సైన్ ఇన్ చేయండి.',
    linkExpired: 'ఈ లింక్ గడువు ముగిసింది: అపాయింట్‌మెంట్ మొదలైంది.',
    linkUsed: 'ఈ లింక్ ఇప్పటికే ఉపయోగించబడింది.',
    closed: 'ఈ రిమైండర్‌కు ఇక సమాధానం ఇవ్వలేరు',
    pageTitle: 'అపాయింట్‌మెంట్ రిమైండర్',
    yesConfirm: 'అవును, నిర్ధారించండి',
    yesCancel: 'అవును, అపాయింట్‌మెంట్ రద్దు చేయండి',
    openPortal: 'పోర్టల్ తెరవండి',
  },
  hi: {
    confirmQuestion: (when) => `क्या आप ${when} को आने की पुष्टि करते हैं?`,
    cancelQuestion: (when) => `क्या ${when} का अपॉइंटमेंट रद्द करें?`,
    confirmed: (when) => `धन्यवाद, ${when} को आपका आना पक्का हो गया है।`,
    alreadyConfirmed: (when) => `${when} को आपका आना पहले ही पक्का हो चुका है। धन्यवाद।`,
    cancelled: (when, refund) => `${when} का आपका अपॉइंटमेंट रद्द हो गया है। ${refund}`,
    reschedule: (link) => `दूसरा समय चुनने के लिए ${link} खोलें`,
    linkInvalid: 'यह लिंक मान्य नहीं है। अपना अपॉइंटमेंट देखने के लिए पोर्टल में साइन इन करें।',
    linkExpired: 'इस लिंक की समय-सीमा ख़त्म हो गई है: अपॉइंटमेंट शुरू हो चुका है।',
    linkUsed: 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
    closed: 'इस रिमाइंडर का अब जवाब नहीं दिया जा सकता',
    pageTitle: 'अपॉइंटमेंट रिमाइंडर',
    yesConfirm: 'हाँ, पुष्टि करें',
    yesCancel: 'हाँ, अपॉइंटमेंट रद्द करें',
    openPortal: 'पोर्टल खोलें',
  },
}

/** The words of a language, English for any other. */
export const answerWordsOf = (language: Language | undefined): AnswerWords =>
  ANSWER_WORDS[language ?? 'en'] ?? ANSWER_WORDS.en

/** What cancelling gives back, in the parent's language (the appointments module's sentence). */
export const refundWordsOf = (refund: { amount: number; fee: number }, language: Language) =>
  refundMessage(refund.amount, refund.fee, language)
