import type { MailMessage } from '@app/platform'
import { formatMonthYear, INTL_OF, type Language, ofLanguage } from '@app/platform/format'

/** What the parent's "report ready" e-mail says (docs/api/iep.md, Mail). */
export interface FeedbackMailFacts {
  to: string
  parentName: string
  childName: string
  childId: string
  doctorName: string
  therapy: string
  month: number
  year: number
  /** The portal's public address, e.g. https://portal.example.org (no trailing slash). */
  publicUrl: string
}

/** The parent's IEP report page for this child. */
export const iepReportLink = (publicUrl: string, childId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/parentdashboard/iepreports/${encodeURIComponent(childId)}`

/**
 * The mail's sentences per language, written as the centres say it to parents, not word for word
 * (docs/i18n-glossary.md); the month is named by Intl in that language, the therapy as the doctor wrote it.
 */
const WORDS = {
  en: {
    subject: (child: string, period: string) => `${child}'s IEP report for ${period} is ready`,
    dear: (parent: string) => `Dear ${parent || 'parent'},`,
    reviewed: (doctor: string, child: string, therapy: string, period: string) =>
      `${doctor || 'The doctor'} has reviewed ${child}'s ${therapy} progress for ${period} and added feedback.`,
    read: `Read the month's report, the therapist's notes and the doctor's feedback here:`,
    signIn: 'You will be asked to sign in first.',
  },
  te: {
    subject: (child: string, period: string) => `${period} నెలకు ${child} IEP రిపోర్ట్ సిద్ధంగా ఉంది`,
    dear: (parent: string) => (parent ? `ప్రియమైన ${parent} గారు,` : 'ప్రియమైన తల్లిదండ్రులకు,'),
    reviewed: (doctor: string, child: string, therapy: string, period: string) =>
      `${doctor || 'డాక్టర్'} ${period} నెలలో ${child} ${therapy} పురోగతిని చూసి, తమ అభిప్రాయం రాశారు.`,
    read: 'ఆ నెల రిపోర్ట్, థెరపిస్ట్ నోట్స్, డాక్టర్ అభిప్రాయం ఇక్కడ చదవండి:',
    signIn: 'ముందుగా లాగిన్ అవ్వమని అడుగుతుంది.',
  },
  hi: {
    subject: (child: string, period: string) => `${period} के लिए ${child} की IEP रिपोर्ट तैयार है`,
    dear: (parent: string) => (parent ? `प्रिय ${parent} जी,` : 'प्रिय माता-पिता,'),
    reviewed: (doctor: string, child: string, therapy: string, period: string) =>
      `${doctor || 'डॉक्टर'} ने ${period} में ${child} की ${therapy} की प्रगति देखकर अपनी राय लिखी है।`,
    read: 'उस महीने की रिपोर्ट, थेरेपिस्ट के नोट्स और डॉक्टर की राय यहाँ पढ़ें:',
    signIn: 'पहले आपसे लॉग इन करने को कहा जाएगा।',
  },
} satisfies Record<Language, unknown>

/** The doctor has given a month's feedback: the month's report is ready for the parent, in the language they read. */
export function feedbackReadyMail(facts: FeedbackMailFacts, language: Language = 'en'): MailMessage {
  const words = ofLanguage(WORDS, language)
  const period = formatMonthYear(facts.month, facts.year, ofLanguage(INTL_OF, language))
  const link = iepReportLink(facts.publicUrl, facts.childId)
  return {
    to: facts.to,
    subject: words.subject(facts.childName, period),
    text: [
      words.dear(facts.parentName),
      '',
      words.reviewed(facts.doctorName, facts.childName, facts.therapy, period),
      '',
      words.read,
      link,
      '',
      words.signIn,
    ].join('\n'),
  }
}
