// The words around an inbox entry in its e-mail and its push, in each language (issue 23): the greeting,
// the link, the signature, why the mail came, the kinds' names on the preferences, and a reminder's line
// per application. English is the mails' text as it has always been, word for word; the entry's own words
// are notification-messages.ts's. A language missing a key fails the typecheck.

import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../notifications/notification.kinds';
import type { Language } from '../people/languages';
import { localDate, localLeaveType } from './notification-messages';

/** One application of a reminder's digest (ApprovalsReminderSent's `leaves`). */
export interface ReminderLine {
  applicantName: string;
  leaveType: string;
  fromDate: string;
  toDate: string;
  waitingSince: string;
}

export interface MailTexts {
  subject(collegeName: string, title: string): string;
  greeting(name: string): string;
  /** The plain text's link line. */
  openIt(url: string): string;
  /** The HTML's link text. */
  openLink(collegeName: string): string;
  signature(collegeName: string): string;
  /** Why the mail came, in plain text. */
  because(kindLabel: string, preferencesUrl: string): string;
  /** Why the mail came, in HTML: `link` is the preferences' link, made from `preferencesLink`; both arguments come escaped. */
  becauseHtml(kindLabel: string, link: string): string;
  preferencesLink: string;
  kindLabels: Readonly<Record<NotificationKind, string>>;
  reminderLine(line: ReminderLine): string;
  /** A push's title. */
  pushTitle(collegeName: string): string;
  /** The decision links of a 'waiting for your decision' mail (issue 44): the buttons and the plain text's lines. */
  decide: { approve: string; reject: string; open: string; intro: string; lifetime(hours: number): string; keptWithout: string };
  /** What the service worker shows after 'Approve' on a push (issue 44): done, or nothing decided (the server's 410 sentence is shown as it comes). */
  pushDecision: { approved: string; notDecided: string };
}

const english: MailTexts = {
  subject: (college, title) => `${college} leave: ${title}`,
  greeting: (name) => `Dear ${name},`,
  openIt: (url) => `Open it: ${url}`,
  openLink: (college) => `Open it in ${college} Leave Management`,
  signature: (college) => `${college} Leave Management`,
  because: (label, url) => `You receive this because "${label}" is on in your e-mail preferences: ${url}`,
  becauseHtml: (label, link) => `You receive this because "${label}" is on in your ${link}.`,
  preferencesLink: 'e-mail preferences',
  kindLabels: NOTIFICATION_KIND_LABELS,
  reminderLine: (l) => `${l.applicantName}: ${l.leaveType.toUpperCase()} ${l.fromDate === l.toDate ? l.fromDate : `${l.fromDate} to ${l.toDate}`}, waiting since ${l.waitingSince}`,
  pushTitle: (college) => `${college} leave`,
  decide: {
    approve: 'Approve',
    reject: 'Reject',
    open: 'Open',
    intro: 'Decide from this mail (a page opens where you confirm):',
    lifetime: (hours) => `These links are yours only, work once and for ${hours} hours, or until the application is decided.`,
    keptWithout: '(The Approve and Reject links are in the mail sent only.)',
  },
  pushDecision: { approved: 'Approved. The applicant is told.', notDecided: 'Not decided: open the app to decide' },
};

const hindi: MailTexts = {
  subject: (college, title) => `${college} अवकाश: ${title}`,
  greeting: (name) => `प्रिय ${name},`,
  openIt: (url) => `इसे खोलें: ${url}`,
  openLink: (college) => `इसे ${college} अवकाश प्रबंधन में खोलें`,
  signature: (college) => `${college} अवकाश प्रबंधन`,
  because: (label, url) => `आपको यह ई-मेल इसलिए मिला है क्योंकि आपकी ई-मेल प्राथमिकताओं में "${label}" चालू है: ${url}`,
  becauseHtml: (label, link) => `आपको यह ई-मेल इसलिए मिला है क्योंकि आपकी ${link} में "${label}" चालू है।`,
  preferencesLink: 'ई-मेल प्राथमिकताओं',
  kindLabels: {
    applicationDecided: 'मेरे आवेदन पर निर्णय',
    applicationWaiting: 'मेरे निर्णय की प्रतीक्षा में आवेदन',
    cancellationToDecide: 'निर्णय हेतु रद्दीकरण अनुरोध',
    cancellationDecided: 'मेरे रद्दीकरण अनुरोध पर निर्णय',
    importFinished: 'आयात पूरा हुआ',
    approvalsReminder: 'मेरे निर्णय की प्रतीक्षा में आवेदनों का दैनिक अनुस्मारक',
    classToTake: 'मुझसे ली जाने वाली कक्षा',
    classDeclined: 'कोई सहकर्मी मेरी कक्षा नहीं ले सकता',
  },
  reminderLine: (l) =>
    `${l.applicantName}: ${localLeaveType(l.leaveType, 'hi')}, ${l.fromDate === l.toDate ? localDate(l.fromDate, 'hi') : `${localDate(l.fromDate, 'hi')} से ${localDate(l.toDate, 'hi')} तक`}, ${localDate(l.waitingSince, 'hi')} से प्रतीक्षा में`,
  pushTitle: (college) => `${college} अवकाश`,
  decide: {
    approve: 'स्वीकृत करें',
    reject: 'अस्वीकार करें',
    open: 'खोलें',
    intro: 'इस ई-मेल से निर्णय लें (एक पृष्ठ खुलेगा जहाँ आप पुष्टि करेंगे):',
    lifetime: (hours) => `ये लिंक केवल आपके लिए हैं, एक बार और ${hours} घंटे तक, या आवेदन पर निर्णय होने तक काम करते हैं।`,
    keptWithout: '(स्वीकृत और अस्वीकार के लिंक केवल भेजे गए ई-मेल में हैं।)',
  },
  pushDecision: { approved: 'स्वीकृत। आवेदक को सूचित किया गया है।', notDecided: 'निर्णय नहीं हुआ: निर्णय के लिए ऐप खोलें' },
};

const telugu: MailTexts = {
  subject: (college, title) => `${college} సెలవు: ${title}`,
  greeting: (name) => `ప్రియమైన ${name} గారికి,`,
  openIt: (url) => `దీన్ని తెరవండి: ${url}`,
  openLink: (college) => `దీన్ని ${college} సెలవుల నిర్వహణలో తెరవండి`,
  signature: (college) => `${college} సెలవుల నిర్వహణ`,
  because: (label, url) => `మీ ఈ-మెయిల్ ప్రాధాన్యతల్లో "${label}" ఆన్‌లో ఉన్నందున మీకు ఇది వచ్చింది: ${url}`,
  becauseHtml: (label, link) => `మీ ${link}లో "${label}" ఆన్‌లో ఉన్నందున మీకు ఇది వచ్చింది.`,
  preferencesLink: 'ఈ-మెయిల్ ప్రాధాన్యతల',
  kindLabels: {
    applicationDecided: 'నా దరఖాస్తుపై నిర్ణయం',
    applicationWaiting: 'నా నిర్ణయం కోసం వేచి ఉన్న దరఖాస్తు',
    cancellationToDecide: 'నిర్ణయించాల్సిన రద్దు అభ్యర్థన',
    cancellationDecided: 'నా రద్దు అభ్యర్థనపై నిర్ణయం',
    importFinished: 'దిగుమతి పూర్తయింది',
    approvalsReminder: 'నా నిర్ణయం కోసం వేచి ఉన్న దరఖాస్తుల రోజువారీ గుర్తుచేత',
    classToTake: 'నన్ను తీసుకోమని అడిగిన తరగతి',
    classDeclined: 'ఒక సహోద్యోగి నా తరగతి తీసుకోలేరు',
  },
  reminderLine: (l) =>
    `${l.applicantName}: ${localLeaveType(l.leaveType, 'te')}, ${l.fromDate === l.toDate ? localDate(l.fromDate, 'te') : `${localDate(l.fromDate, 'te')} నుండి ${localDate(l.toDate, 'te')} వరకు`}, ${localDate(l.waitingSince, 'te')} నుండి వేచి ఉంది`,
  pushTitle: (college) => `${college} సెలవు`,
  decide: {
    approve: 'ఆమోదించండి',
    reject: 'తిరస్కరించండి',
    open: 'తెరవండి',
    intro: 'ఈ మెయిల్ నుండే నిర్ణయించండి (మీరు నిర్ధారించే పేజీ తెరుచుకుంటుంది):',
    lifetime: (hours) => `ఈ లింకులు మీకు మాత్రమే, ఒక్కసారి మరియు ${hours} గంటల వరకు, లేదా దరఖాస్తుపై నిర్ణయం అయ్యే వరకు పనిచేస్తాయి.`,
    keptWithout: '(ఆమోదించు మరియు తిరస్కరించు లింకులు పంపిన మెయిల్‌లో మాత్రమే ఉన్నాయి.)',
  },
  pushDecision: { approved: 'ఆమోదించబడింది. దరఖాస్తుదారునికి తెలియజేయబడింది.', notDecided: 'నిర్ణయం జరగలేదు: నిర్ణయించడానికి యాప్ తెరవండి' },
};

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { en: english, hi: hindi, te: telugu };
