// The e-mails the enquiries send, as pure functions (docs/modules.md §10), in the language the enquiry page spoke
// (decision 061): one table per language, written as the centres say it to parents, not word for word
// (docs/i18n-glossary.md). The programme's name comes in that language too (the CMS's, English where untranslated).
import { formatDay, INTL_OF, type Language, ofLanguage } from '@app/platform/format'

const WORDS = {
  en: {
    code: {
      subject: (programme: string) => `Your code for the ${programme} enquiry`,
      lines: (code: string) => [
        `Your code is ${code}.`,
        '',
        'Enter it on the enquiry form to send your enquiry to the centre. It is valid for 5 minutes and can be used once.',
        'If you did not fill in an enquiry, you can ignore this e-mail: nothing will be sent.',
      ],
    },
    confirmation: {
      subject: (referenceId: string) => `Your enquiry ${referenceId}`,
      thanks: (child: string, programme: string) => `Thank you for your enquiry about ${child} for the ${programme}.`,
      reference: (referenceId: string) =>
        `Your reference is ${referenceId}. Please keep it for when the centre calls you.`,
      centre: 'Centre',
      date: 'Date',
      callBack: 'Someone from the centre will contact you within one working day.',
      video:
        'We have not received the video of your child yet. If the upload did not finish, you can send it from this link within 3 days:',
    },
  },
  te: {
    code: {
      subject: (programme: string) => `${programme} విచారణ కోసం మీ కోడ్`,
      lines: (code: string) => [
        `మీ కోడ్ ${code}.`,
        '',
        'మీ విచారణను కేంద్రానికి పంపడానికి ఈ కోడ్‌ను విచారణ ఫారమ్‌లో నమోదు చేయండి. ఇది 5 నిమిషాల వరకు, ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
        'మీరు ఏ విచారణ ఫారమ్ నింపకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు: ఏదీ పంపబడదు.',
      ],
    },
    confirmation: {
      subject: (referenceId: string) => `మీ విచారణ ${referenceId}`,
      thanks: (child: string, programme: string) => `${programme} కోసం ${child} గురించి విచారించినందుకు ధన్యవాదాలు.`,
      reference: (referenceId: string) => `మీ రిఫరెన్స్ ${referenceId}. కేంద్రం నుండి ఫోన్ వచ్చినప్పుడు చెప్పడానికి దీన్ని దగ్గర ఉంచుకోండి.`,
      centre: 'కేంద్రం',
      date: 'తేదీ',
      callBack: 'ఒక పని దినంలోపు కేంద్రం నుండి ఎవరైనా మిమ్మల్ని సంప్రదిస్తారు.',
      video: 'మీ బిడ్డ వీడియో మాకు ఇంకా అందలేదు. అప్‌లోడ్ పూర్తి కాకపోతే, 3 రోజుల లోపు ఈ లింక్ నుండి పంపవచ్చు:',
    },
  },
  hi: {
    code: {
      subject: (programme: string) => `${programme} पूछताछ के लिए आपका कोड`,
      lines: (code: string) => [
        `आपका कोड ${code} है।`,
        '',
        'अपनी पूछताछ केंद्र को भेजने के लिए यह कोड पूछताछ फ़ॉर्म में डालें। यह 5 मिनट तक, एक ही बार काम करता है।',
        'अगर आपने कोई पूछताछ फ़ॉर्म नहीं भरा था, तो इस ईमेल को अनदेखा कर दें: कुछ भी नहीं भेजा जाएगा।',
      ],
    },
    confirmation: {
      subject: (referenceId: string) => `आपकी पूछताछ ${referenceId}`,
      thanks: (child: string, programme: string) => `${programme} के लिए ${child} के बारे में पूछताछ करने के लिए धन्यवाद।`,
      reference: (referenceId: string) => `आपका रेफ़रेंस ${referenceId} है। जब केंद्र से फ़ोन आए, तब के लिए इसे संभालकर रखें।`,
      centre: 'केंद्र',
      date: 'तारीख़',
      callBack: 'एक कामकाजी दिन के अंदर केंद्र से कोई आपसे संपर्क करेगा।',
      video: 'आपके बच्चे का वीडियो हमें अभी तक नहीं मिला है। अगर अपलोड पूरा नहीं हुआ, तो आप 3 दिन के अंदर इस लिंक से भेज सकते हैं:',
    },
  },
} satisfies Record<Language, unknown>

const wordsOf = (language: Language) => ofLanguage(WORDS, language)

/** The code that makes an enquiry reach the centre. */
export function codeMail(code: string, programme: string, language: Language = 'en') {
  const { code: words } = wordsOf(language)
  return { subject: words.subject(programme), text: words.lines(code).join('\n') }
}

/** The enquiry has reached the centre: its reference, and the video's link while the video has not arrived. */
export function confirmationMail(
  {
    programme,
    referenceId,
    childName,
    centreName,
    enquiryDate,
    videoLink,
  }: {
    programme: string
    referenceId: string
    childName: string
    centreName: string
    enquiryDate: string
    /** Where to send or finish the video, when it has not arrived. */
    videoLink: string | null
  },
  language: Language = 'en',
) {
  const { confirmation: words } = wordsOf(language)
  const lines = [
    words.thanks(childName, programme),
    '',
    words.reference(referenceId),
    `${words.centre}: ${centreName}`,
    `${words.date}: ${formatDay(enquiryDate, ofLanguage(INTL_OF, language))}`,
    '',
    words.callBack,
  ]
  if (videoLink) lines.push('', words.video, videoLink)
  return { subject: words.subject(referenceId), text: lines.join('\n') }
}
