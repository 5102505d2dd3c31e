// The accounts' welcome and set-password e-mails, as pure functions (docs/modules.md §10), one table per language:
// written as the centres say it to parents, not word for word (docs/i18n-glossary.md). The screens' names
// (Profile, Change Password, Forgot password?) are the portal's own words in that language.
import type { MailMessage } from '@app/platform'
import { ofLanguage, type Language } from '@app/platform/format'
import type { RegistrableRole } from './accounts.schema.ts'

/** The subject of both welcomes: an admin's registration and a walk-in booking's new account. */
export const WELCOME_SUBJECT = 'Your account at the Child Development Centres'

const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    roles: { parent: 'parent', therapist: 'therapist', doctor: 'doctor' },
    welcome: {
      subject: WELCOME_SUBJECT,
      created: (role: string, username: string) =>
        `Your centre has created a ${role} account for you. Your username is: ${username}`,
      signIn: (url: string) => `Sign in at ${url} with the password the centre gave you in person.`,
      change:
        'Then change it straight away: open Profile (top right), choose Change Password, and pick a password only you know.',
    },
    setPassword: {
      subject: 'Set your password',
      walkInSubject: WELCOME_SUBJECT,
      sent: 'Your centre has sent you a link to set the password of your account.',
      walkIn:
        'Your centre has booked an appointment for your child and created a parent account for you, so you can follow your appointments online.',
      username: (username: string) => `Your username is: ${username}`,
      open: 'To choose your password, open:',
      expiry: (days: number) =>
        `The link works once, for ${days} days. If it has expired, use "Forgot password?" on the sign-in page, or ask your centre for a new link.`,
    },
    unexpected: 'If you did not expect this e-mail, please contact your centre.',
  },
  te: {
    hello: (name: string) => `నమస్తే ${name} గారు,`,
    roles: { parent: 'పేరెంట్', therapist: 'థెరపిస్ట్', doctor: 'డాక్టర్' },
    welcome: {
      subject: 'చైల్డ్ డెవలప్‌మెంట్ సెంటర్స్‌లో మీ ఖాతా',
      created: (role: string, username: string) => `మీ కేంద్రం మీకోసం ${role} ఖాతా తెరిచింది. మీ యూజర్‌నేమ్: ${username}`,
      signIn: (url: string) => `కేంద్రంలో మీకు నేరుగా ఇచ్చిన పాస్‌వర్డ్‌తో ${url} లో లాగిన్ అవ్వండి.`,
      change: 'ఆ తర్వాత వెంటనే దాన్ని మార్చుకోండి: పైన కుడివైపు ఉన్న ప్రొఫైల్ తెరిచి, "పాస్‌వర్డ్ మార్చండి" ఎంచుకుని, మీకు మాత్రమే తెలిసిన పాస్‌వర్డ్ పెట్టుకోండి.',
    },
    setPassword: {
      subject: 'మీ పాస్‌వర్డ్ పెట్టుకోండి',
      walkInSubject: 'చైల్డ్ డెవలప్‌మెంట్ సెంటర్స్‌లో మీ ఖాతా',
      sent: 'మీ ఖాతాకు పాస్‌వర్డ్ పెట్టుకోవడానికి మీ కేంద్రం ఈ లింక్ పంపింది.',
      walkIn: 'మీ కేంద్రం మీ బిడ్డకు అపాయింట్‌మెంట్ బుక్ చేసి, మీకోసం పేరెంట్ ఖాతా తెరిచింది. దీనితో మీ అపాయింట్‌మెంట్‌లను ఆన్‌లైన్‌లో చూసుకోవచ్చు.',
      username: (username: string) => `మీ యూజర్‌నేమ్: ${username}`,
      open: 'పాస్‌వర్డ్ ఎంచుకోవడానికి ఈ లింక్ తెరవండి:',
      expiry: (days: number) =>
        `ఈ లింక్ ${days} రోజుల వరకు, ఒక్కసారి మాత్రమే పనిచేస్తుంది. గడువు దాటితే, లాగిన్ పేజీలో "పాస్‌వర్డ్ మర్చిపోయారా?" వాడండి, లేదా కొత్త లింక్ కోసం మీ కేంద్రాన్ని అడగండి.`,
    },
    unexpected: 'ఈ ఈమెయిల్ మీకు ఎందుకు వచ్చిందో తెలియకపోతే, దయచేసి మీ కేంద్రాన్ని సంప్రదించండి.',
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name} जी,`,
    roles: { parent: 'पेरेंट', therapist: 'थेरेपिस्ट', doctor: 'डॉक्टर' },
    welcome: {
      subject: 'चाइल्ड डेवलपमेंट सेंटर्स में आपका खाता',
      created: (role: string, username: string) => `आपके केंद्र ने आपके लिए ${role} खाता बनाया है। आपका यूज़रनेम है: ${username}`,
      signIn: (url: string) => `केंद्र ने आपको जो पासवर्ड खुद दिया है, उससे ${url} पर लॉग इन करें।`,
      change: 'फिर उसे तुरंत बदल लें: ऊपर दाईं ओर प्रोफ़ाइल खोलें, "पासवर्ड बदलें" चुनें, और ऐसा पासवर्ड रखें जो सिर्फ़ आपको पता हो।',
    },
    setPassword: {
      subject: 'अपना पासवर्ड रखें',
      walkInSubject: 'चाइल्ड डेवलपमेंट सेंटर्स में आपका खाता',
      sent: 'आपके केंद्र ने आपके खाते का पासवर्ड रखने के लिए यह लिंक भेजा है।',
      walkIn: 'आपके केंद्र ने आपके बच्चे का अपॉइंटमेंट बुक किया है और आपके लिए पेरेंट खाता बनाया है, ताकि आप अपने अपॉइंटमेंट ऑनलाइन देख सकें।',
      username: (username: string) => `आपका यूज़रनेम है: ${username}`,
      open: 'अपना पासवर्ड चुनने के लिए यह लिंक खोलें:',
      expiry: (days: number) =>
        `यह लिंक ${days} दिन तक, एक ही बार काम करता है। अगर इसकी मियाद निकल गई हो, तो लॉग इन पेज पर "पासवर्ड भूल गए?" इस्तेमाल करें, या अपने केंद्र से नया लिंक माँगें।`,
    },
    unexpected: 'अगर आपको इस ईमेल की उम्मीद नहीं थी, तो कृपया अपने केंद्र से संपर्क करें।',
  },
} satisfies Record<Language, unknown>

const wordsOf = (language: Language) => ofLanguage(WORDS, language)

/**
 * The welcome of an account an admin registered: how to sign in with the password the centre gave in person, and
 * to change it. Never the password itself.
 */
export function welcomeMail(
  {
    to,
    name,
    username,
    role,
    loginUrl,
  }: { to: string; name: string; username: string; role: RegistrableRole; loginUrl: string },
  language: Language = 'en',
): MailMessage {
  const words = wordsOf(language)
  return {
    to,
    subject: words.welcome.subject,
    text: [
      words.hello(name),
      '',
      words.welcome.created(words.roles[role], username),
      '',
      words.welcome.signIn(loginUrl),
      words.welcome.change,
      '',
      words.unexpected,
    ].join('\n'),
  }
}

/**
 * A set-password link: sent by the centre to a parent of theirs (`occasion: 'link'`), or the welcome of the account
 * a walk-in booking created (`'walk-in'`).
 */
export function setPasswordMail(
  {
    to,
    name,
    username,
    url,
    days,
    occasion = 'link',
  }: { to: string; name: string; username: string; url: string; days: number; occasion?: 'link' | 'walk-in' },
  language: Language = 'en',
): MailMessage {
  const words = wordsOf(language)
  const { setPassword } = words
  return {
    to,
    subject: occasion === 'walk-in' ? setPassword.walkInSubject : setPassword.subject,
    text: [
      words.hello(name),
      '',
      occasion === 'walk-in' ? setPassword.walkIn : setPassword.sent,
      '',
      setPassword.username(username),
      '',
      setPassword.open,
      url,
      '',
      setPassword.expiry(days),
      words.unexpected,
    ].join('\n'),
  }
}
