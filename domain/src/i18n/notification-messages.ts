// The words of every inbox entry in each language (issue 23). The notification rules describe an entry as
// a message (its key and facts: names, reasons and file names as they are, dates as calendar days,
// counts as numbers); each language writes it. English writes exactly the titles the inbox has always
// shown (the entry's `title`); Hindi and Telugu are for the e-mails and pushes of a person who chose
// them. People's names, reasons, file names and department names are never translated; leave type names
// are. Dates and numbers come from Intl for the language's Indian locale. A table missing a key, in any
// language, fails the typecheck.

import { isHalfDaySpan, keptFormatter, longDate, spanText, type CalendarDate, type DayHalf } from '../dates';
import { LANGUAGE_LOCALES, type Language } from '../people/languages';

/** An application as a message names it. */
export interface LeaveSubject {
  /** The policy's code, lower case ('cl'). */
  type: string;
  kind: 'leave' | 'compOff';
  fromDate: CalendarDate;
  toDate: CalendarDate;
  fromHalf?: DayHalf;
  toHalf?: DayHalf;
  days: number;
}

/** Who decided, and the HOD they stood in for when they decided as a stand-in. */
export interface DeciderRef {
  by: string;
  onBehalfOf?: string;
}

export type NotificationMessage =
  | { key: 'applied'; applicant: string; leave: LeaveSubject; standInFor?: string }
  | { key: 'hodApprovedYours'; leave: LeaveSubject; decider: DeciderRef }
  | { key: 'hodApprovedWaiting'; applicant: string; leave: LeaveSubject; decider: DeciderRef }
  | { key: 'approvedYours'; leave: LeaveSubject; by: string }
  | { key: 'rejectedYours'; leave: LeaveSubject; decider: DeciderRef; reason: string }
  | { key: 'cancellationAsked'; applicant: string; leave: LeaveSubject; reason: string }
  | { key: 'cancellationAccepted'; leave: LeaveSubject; by: string }
  | { key: 'cancellationDeclined'; leave: LeaveSubject; by: string; reason: string }
  | { key: 'importFinished'; fileName: string; successful: number; errors: number; existing: number }
  | { key: 'importEnded'; fileName: string; outcome: 'refused' | 'failed' }
  | { key: 'approvalsReminder'; count: number; afterWorkingDays: number }
  // A routed application's steps (issue 43): `step` and `office` are the policy's office names, never translated.
  | { key: 'stepApprovedYours'; leave: LeaveSubject; step: string; decider: DeciderRef }
  | { key: 'stepWaiting'; applicant: string; leave: LeaveSubject; step: string; decider: DeciderRef; office: string; standInFor?: string }
  | { key: 'stepEscalated'; applicant: string; leave: LeaveSubject; office: string; reason: string }
  | { key: 'stepReminder'; applicant: string; leave: LeaveSubject; office: string; hours: number }
  // A decision taken from a link (issue 44), as a record in the deciding approver's own inbox.
  | { key: 'decidedByLink'; applicant: string; leave: LeaveSubject; decision: 'approved' | 'rejected'; via: 'email-link' | 'push' }
  // Class arrangements (issue 45): a class the recipient is asked to take, given, or no longer needs to take.
  | { key: 'classAsked'; absent: string; className: string; period: number; date: CalendarDate }
  | { key: 'classAssigned'; by: string; absent: string; className: string; period: number; date: CalendarDate }
  | { key: 'classReleased'; className: string; period: number; date: CalendarDate }
  // To the absent teacher: the colleague asked cannot take the class (their reason, or their own leave then).
  | { key: 'classDeclined'; by: string; className: string; period: number; date: CalendarDate; reason: string; onLeave?: true };

export type NotificationMessageKey = NotificationMessage['key'];
type MessageOf<K extends NotificationMessageKey> = Extract<NotificationMessage, { key: K }>;

/** How one language writes the parts every message shares. */
interface Words {
  /** 'CL (December 7, 2026, 1 day)' in the language. */
  leave(leave: LeaveSubject): string;
  decider(decider: DeciderRef): string;
}

type Writers = { [K in NotificationMessageKey]: (message: MessageOf<K>, words: Words) => string };

// ---- English: the inbox's titles, word for word.

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

const englishWords: Words = {
  leave(leave) {
    const type = leave.type.toUpperCase();
    // A claim of compensatory leave: 'COFF for work on November 21, 2026 (1 day)'.
    if (leave.kind === 'compOff') return `${type} for work on ${longDate(leave.fromDate)} (${days(leave.days)})`;
    // 'CL (December 7, 2026, 1 day)', 'CL (December 7, 2026 (afternoon) to December 9, 2026, 2.5 days)'
    const dates = leave.fromDate === leave.toDate && !isHalfDaySpan(leave) ? longDate(leave.fromDate) : spanText(leave, longDate);
    return `${type} (${dates}, ${days(leave.days)})`;
  },
  decider: ({ by, onBehalfOf }) => `${by}${onBehalfOf ? ` on behalf of ${onBehalfOf}` : ''}`,
};

const english: Writers = {
  applied: (m, w) => `${m.applicant} ${m.leave.kind === 'compOff' ? 'claimed' : 'applied for'} ${w.leave(m.leave)}: waiting for your decision${m.standInFor !== undefined ? ` as stand-in for ${m.standInFor}` : ''}`,
  hodApprovedYours: (m, w) => `Your ${w.leave(m.leave)} was approved by HOD ${w.decider(m.decider)}`,
  hodApprovedWaiting: (m, w) => `${m.applicant}'s ${w.leave(m.leave)} was approved by HOD ${w.decider(m.decider)}: waiting for your final approval`,
  approvedYours: (m, w) => `Your ${w.leave(m.leave)} was approved by ${m.by}`,
  rejectedYours: (m, w) => `Your ${w.leave(m.leave)} was rejected by ${w.decider(m.decider)}: ${m.reason}`,
  cancellationAsked: (m, w) => `${m.applicant} asks to cancel their approved ${w.leave(m.leave)}: ${m.reason}`,
  cancellationAccepted: (m, w) => `The cancellation of your ${w.leave(m.leave)} was accepted by ${m.by}`,
  cancellationDeclined: (m, w) => `The cancellation of your ${w.leave(m.leave)} was declined by ${m.by}: ${m.reason}`,
  importFinished: (m) => `The Excel import of ${m.fileName} finished: ${m.successful} imported, ${m.errors} ${m.errors === 1 ? 'row' : 'rows'} with errors, ${m.existing} already present`,
  importEnded: (m) => `The Excel import of ${m.fileName} ${m.outcome === 'refused' ? 'was refused' : 'failed'}: nothing was imported`,
  approvalsReminder: (m) =>
    `${m.count} ${m.count === 1 ? 'application has' : 'applications have'} been waiting for your decision for more than ${m.afterWorkingDays} working ${m.afterWorkingDays === 1 ? 'day' : 'days'}`,
  stepApprovedYours: (m, w) => `Your ${w.leave(m.leave)} was approved by the ${m.step}, ${w.decider(m.decider)}`,
  stepWaiting: (m, w) => `${m.applicant}'s ${w.leave(m.leave)} was approved by the ${m.step}, ${w.decider(m.decider)}: waiting for your decision as ${m.office}${m.standInFor !== undefined ? `, as stand-in for ${m.standInFor}` : ''}`,
  stepEscalated: (m, w) => `${m.applicant}'s ${w.leave(m.leave)} waits for your decision as ${m.office}: ${m.reason}`,
  stepReminder: (m, w) => `${m.applicant}'s ${w.leave(m.leave)} has waited more than ${m.hours} ${m.hours === 1 ? 'hour' : 'hours'} for your decision as ${m.office}`,
  decidedByLink: (m, w) => `You ${m.decision} ${m.applicant}'s ${w.leave(m.leave)} from ${m.via === 'push' ? "the phone's notification" : 'the e-mail link'}`,
  classAsked: (m) => `${m.absent} asks you to take ${m.className}, period ${m.period}, on ${longDate(m.date)}`,
  classAssigned: (m) => `${m.by} gave you ${m.absent}'s class ${m.className}, period ${m.period}, on ${longDate(m.date)}`,
  classReleased: (m) => `You need not take ${m.className}, period ${m.period}, on ${longDate(m.date)}: the leave is no longer open`,
  classDeclined: (m) => `${m.by} cannot take ${m.className}, period ${m.period}, on ${longDate(m.date)}${m.onLeave ? ': on leave then' : m.reason ? `: ${m.reason}` : ''}. Ask someone else or leave it to the HOD`,
};

// ---- Hindi and Telugu.

/** The leave types' names as Indian government orders write them; a type of the policy not named here shows its code. */
export const LEAVE_TYPE_NAMES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  hi: { cl: 'आकस्मिक अवकाश', scl: 'विशेष आकस्मिक अवकाश', el: 'अर्जित अवकाश', hpl: 'अर्ध वेतन अवकाश', ccl: 'शिशु देखभाल अवकाश', coff: 'प्रतिपूरक अवकाश' },
  te: { cl: 'సాధారణ సెలవు', scl: 'ప్రత్యేక సాధారణ సెలవు', el: 'ఆర్జిత సెలవు', hpl: 'అర్ధ వేతన సెలవు', ccl: 'శిశు సంరక్షణ సెలవు', coff: 'పరిహార సెలవు' },
};

const localDates = new Map<string, Intl.DateTimeFormat>();
const localNumbers = new Map<string, Intl.NumberFormat>();

/** A calendar day in the language's Indian locale: '7 दिसंबर 2026', '7 డిసెంబర్, 2026'. */
export function localDate(date: string, language: Language): string {
  if (language === 'en') return longDate(date);
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return keptFormatter(localDates, language, () => new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(parsed);
}

export function localNumber(value: number, language: Language): string {
  return keptFormatter(localNumbers, language, () => new Intl.NumberFormat(LANGUAGE_LOCALES[language])).format(value);
}

/** The type's name and code: 'आकस्मिक अवकाश (CL)'; a type without a name here: 'CL'. */
export function localLeaveType(type: string, language: Exclude<Language, 'en'>): string {
  const name = LEAVE_TYPE_NAMES[language][type.toLowerCase()];
  return name ? `${name} (${type.toUpperCase()})` : type.toUpperCase();
}

interface SpanWords {
  morning: string;
  afternoon: string;
  days(n: string, one: boolean): string;
  range(from: string, to: string): string;
  workedOn(date: string): string;
}

function localWords(language: Exclude<Language, 'en'>, span: SpanWords, decider: (d: DeciderRef) => string): Words {
  const date = (d: string) => localDate(d, language);
  return {
    leave(leave) {
      const type = localLeaveType(leave.type, language);
      const count = span.days(localNumber(leave.days, language), leave.days === 1);
      if (leave.kind === 'compOff') return `${type} (${span.workedOn(date(leave.fromDate))}, ${count})`;
      const from = leave.fromHalf === 'second' ? `${date(leave.fromDate)} (${span.afternoon})` : date(leave.fromDate);
      const to = leave.toHalf === 'first' ? `${date(leave.toDate)} (${span.morning})` : date(leave.toDate);
      let dates: string;
      if (leave.fromDate === leave.toDate && !isHalfDaySpan(leave)) dates = date(leave.fromDate);
      else if (leave.fromDate === leave.toDate && (leave.fromHalf ?? 'first') === (leave.toHalf ?? 'second')) dates = `${date(leave.fromDate)} (${leave.fromHalf === 'second' ? span.afternoon : span.morning})`;
      else dates = span.range(from, to);
      return `${type} (${dates}, ${count})`;
    },
    decider,
  };
}

const hindiWords = localWords(
  'hi',
  { morning: 'पूर्वाह्न', afternoon: 'अपराह्न', days: (n) => `${n} दिन`, range: (from, to) => `${from} से ${to} तक`, workedOn: (d) => `${d} को किए गए कार्य के लिए` },
  ({ by, onBehalfOf }) => (onBehalfOf ? `${onBehalfOf} की ओर से ${by}` : by),
);

const hindi: Writers = {
  applied: (m, w) =>
    `${m.applicant} ने ${w.leave(m.leave)} ${m.leave.kind === 'compOff' ? 'का दावा किया है' : 'के लिए आवेदन किया है'}: ${m.standInFor !== undefined ? `${m.standInFor} के स्थानापन्न के रूप में ` : ''}आपके निर्णय की प्रतीक्षा है`,
  hodApprovedYours: (m, w) => `आपका ${w.leave(m.leave)} आवेदन विभागाध्यक्ष ${w.decider(m.decider)} द्वारा स्वीकृत किया गया`,
  hodApprovedWaiting: (m, w) => `${m.applicant} का ${w.leave(m.leave)} आवेदन विभागाध्यक्ष ${w.decider(m.decider)} द्वारा स्वीकृत किया गया: आपकी अंतिम स्वीकृति की प्रतीक्षा है`,
  approvedYours: (m, w) => `आपका ${w.leave(m.leave)} आवेदन ${m.by} द्वारा स्वीकृत किया गया`,
  rejectedYours: (m, w) => `आपका ${w.leave(m.leave)} आवेदन ${w.decider(m.decider)} द्वारा अस्वीकृत किया गया: ${m.reason}`,
  cancellationAsked: (m, w) => `${m.applicant} ने अपने स्वीकृत ${w.leave(m.leave)} को रद्द करने का अनुरोध किया है: ${m.reason}`,
  cancellationAccepted: (m, w) => `आपके ${w.leave(m.leave)} को रद्द करने का अनुरोध ${m.by} द्वारा स्वीकार किया गया`,
  cancellationDeclined: (m, w) => `आपके ${w.leave(m.leave)} को रद्द करने का अनुरोध ${m.by} द्वारा अस्वीकार किया गया: ${m.reason}`,
  importFinished: (m) =>
    `${m.fileName} का Excel आयात पूरा हुआ: ${localNumber(m.successful, 'hi')} आयात हुए, ${localNumber(m.errors, 'hi')} ${m.errors === 1 ? 'पंक्ति' : 'पंक्तियों'} में त्रुटियाँ, ${localNumber(m.existing, 'hi')} पहले से मौजूद`,
  importEnded: (m) => `${m.fileName} का Excel आयात ${m.outcome === 'refused' ? 'अस्वीकार कर दिया गया' : 'विफल रहा'}: कुछ भी आयात नहीं हुआ`,
  approvalsReminder: (m) =>
    `${localNumber(m.count, 'hi')} आवेदन ${localNumber(m.afterWorkingDays, 'hi')} से अधिक कार्य ${m.afterWorkingDays === 1 ? 'दिवस' : 'दिवसों'} से आपके निर्णय की प्रतीक्षा में ${m.count === 1 ? 'है' : 'हैं'}`,
  stepApprovedYours: (m, w) => `आपका ${w.leave(m.leave)} आवेदन ${m.step} ${w.decider(m.decider)} द्वारा स्वीकृत किया गया`,
  stepWaiting: (m, w) =>
    `${m.applicant} का ${w.leave(m.leave)} आवेदन ${m.step} ${w.decider(m.decider)} द्वारा स्वीकृत किया गया: ${m.standInFor !== undefined ? `${m.standInFor} के स्थानापन्न होने के नाते, ` : ''}${m.office} के रूप में आपके निर्णय की प्रतीक्षा है`,
  stepEscalated: (m, w) => `${m.applicant} का ${w.leave(m.leave)} आवेदन ${m.office} के रूप में आपके निर्णय की प्रतीक्षा में है: ${m.reason}`,
  stepReminder: (m, w) => `${m.applicant} का ${w.leave(m.leave)} आवेदन ${localNumber(m.hours, 'hi')} घंटे से अधिक समय से ${m.office} के रूप में आपके निर्णय की प्रतीक्षा में है`,
  decidedByLink: (m, w) => `आपने ${m.applicant} का ${w.leave(m.leave)} आवेदन ${m.via === 'push' ? 'फ़ोन की सूचना से' : 'ई-मेल लिंक से'} ${m.decision === 'approved' ? 'स्वीकृत' : 'अस्वीकृत'} किया`,
  classAsked: (m) => `${m.absent} ने आपसे ${localDate(m.date, 'hi')} को ${m.className}, पीरियड ${localNumber(m.period, 'hi')} लेने का अनुरोध किया है`,
  classAssigned: (m) => `${m.by} ने ${localDate(m.date, 'hi')} को ${m.absent} की कक्षा ${m.className}, पीरियड ${localNumber(m.period, 'hi')} आपको सौंपी`,
  classReleased: (m) => `अब आपको ${localDate(m.date, 'hi')} को ${m.className}, पीरियड ${localNumber(m.period, 'hi')} लेने की आवश्यकता नहीं: अवकाश अब खुला नहीं है`,
  classDeclined: (m) => `${m.by} ${localDate(m.date, 'hi')} को ${m.className}, पीरियड ${localNumber(m.period, 'hi')} नहीं ले सकते${m.onLeave ? ': उस समय वे अवकाश पर हैं' : m.reason ? `: ${m.reason}` : ''}। किसी और से अनुरोध करें या इसे विभागाध्यक्ष पर छोड़ दें`,
};

const teluguWords = localWords(
  'te',
  { morning: 'పూర్వాహ్నం', afternoon: 'అపరాహ్నం', days: (n, one) => `${n} ${one ? 'రోజు' : 'రోజులు'}`, range: (from, to) => `${from} నుండి ${to} వరకు`, workedOn: (d) => `${d} నాడు చేసిన పనికి` },
  ({ by, onBehalfOf }) => (onBehalfOf ? `${onBehalfOf} తరఫున ${by}` : by),
);

const telugu: Writers = {
  applied: (m, w) =>
    `${m.applicant} ${w.leave(m.leave)} ${m.leave.kind === 'compOff' ? 'కోరారు' : 'కోసం దరఖాస్తు చేశారు'}: ${m.standInFor !== undefined ? `${m.standInFor} గారికి ప్రత్యామ్నాయంగా ` : ''}మీ నిర్ణయం కోసం వేచి ఉంది`,
  hodApprovedYours: (m, w) => `మీ ${w.leave(m.leave)} దరఖాస్తును విభాగాధిపతి ${w.decider(m.decider)} ఆమోదించారు`,
  hodApprovedWaiting: (m, w) => `${m.applicant} యొక్క ${w.leave(m.leave)} దరఖాస్తును విభాగాధిపతి ${w.decider(m.decider)} ఆమోదించారు: మీ తుది ఆమోదం కోసం వేచి ఉంది`,
  approvedYours: (m, w) => `మీ ${w.leave(m.leave)} దరఖాస్తును ${m.by} ఆమోదించారు`,
  rejectedYours: (m, w) => `మీ ${w.leave(m.leave)} దరఖాస్తును ${w.decider(m.decider)} తిరస్కరించారు: ${m.reason}`,
  cancellationAsked: (m, w) => `${m.applicant} ఆమోదం పొందిన తమ ${w.leave(m.leave)} ను రద్దు చేయమని కోరుతున్నారు: ${m.reason}`,
  cancellationAccepted: (m, w) => `మీ ${w.leave(m.leave)} రద్దు అభ్యర్థనను ${m.by} అంగీకరించారు`,
  cancellationDeclined: (m, w) => `మీ ${w.leave(m.leave)} రద్దు అభ్యర్థనను ${m.by} తిరస్కరించారు: ${m.reason}`,
  importFinished: (m) =>
    `${m.fileName} Excel దిగుమతి పూర్తయింది: ${localNumber(m.successful, 'te')} దిగుమతి అయ్యాయి, ${localNumber(m.errors, 'te')} ${m.errors === 1 ? 'వరుసలో' : 'వరుసల్లో'} లోపాలు, ${localNumber(m.existing, 'te')} ఇప్పటికే ఉన్నాయి`,
  importEnded: (m) => `${m.fileName} Excel దిగుమతి ${m.outcome === 'refused' ? 'తిరస్కరించబడింది' : 'విఫలమైంది'}: ఏదీ దిగుమతి కాలేదు`,
  approvalsReminder: (m) =>
    `${localNumber(m.count, 'te')} ${m.count === 1 ? 'దరఖాస్తు' : 'దరఖాస్తులు'} ${localNumber(m.afterWorkingDays, 'te')} కంటే ఎక్కువ పని ${m.afterWorkingDays === 1 ? 'దినం' : 'దినాలు'}గా మీ నిర్ణయం కోసం వేచి ${m.count === 1 ? 'ఉంది' : 'ఉన్నాయి'}`,
  stepApprovedYours: (m, w) => `మీ ${w.leave(m.leave)} దరఖాస్తును ${m.step} ${w.decider(m.decider)} ఆమోదించారు`,
  stepWaiting: (m, w) => `${m.applicant} యొక్క ${w.leave(m.leave)} దరఖాస్తును ${m.step} ${w.decider(m.decider)} ఆమోదించారు: ${m.standInFor !== undefined ? `${m.standInFor} గారికి ప్రత్యామ్నాయంగా, ` : ''}${m.office}గా మీ నిర్ణయం కోసం వేచి ఉంది`,
  stepEscalated: (m, w) => `${m.applicant} యొక్క ${w.leave(m.leave)} దరఖాస్తు ${m.office}గా మీ నిర్ణయం కోసం వేచి ఉంది: ${m.reason}`,
  stepReminder: (m, w) => `${m.applicant} యొక్క ${w.leave(m.leave)} దరఖాస్తు ${localNumber(m.hours, 'te')} గంటలకు పైగా ${m.office}గా మీ నిర్ణయం కోసం వేచి ఉంది`,
  decidedByLink: (m, w) => `మీరు ${m.applicant} యొక్క ${w.leave(m.leave)} దరఖాస్తును ${m.via === 'push' ? 'ఫోన్ నోటిఫికేషన్ నుండి' : 'ఈ-మెయిల్ లింక్ నుండి'} ${m.decision === 'approved' ? 'ఆమోదించారు' : 'తిరస్కరించారు'}`,
  classAsked: (m) => `${m.absent} మిమ్మల్ని ${localDate(m.date, 'te')}న ${m.className}, పీరియడ్ ${localNumber(m.period, 'te')} తీసుకోమని అడుగుతున్నారు`,
  classAssigned: (m) => `${m.by} ${localDate(m.date, 'te')}న ${m.absent} గారి తరగతి ${m.className}, పీరియడ్ ${localNumber(m.period, 'te')}ను మీకు అప్పగించారు`,
  classReleased: (m) => `${localDate(m.date, 'te')}న ${m.className}, పీరియడ్ ${localNumber(m.period, 'te')} మీరు తీసుకోవాల్సిన అవసరం లేదు: సెలవు ఇక తెరిచి లేదు`,
  classDeclined: (m) => `${m.by} ${localDate(m.date, 'te')}న ${m.className}, పీరియడ్ ${localNumber(m.period, 'te')} తీసుకోలేరు${m.onLeave ? ': ఆ సమయంలో వారు సెలవులో ఉన్నారు' : m.reason ? `: ${m.reason}` : ''}. వేరొకరిని అడగండి లేదా విభాగాధిపతికి వదిలేయండి`,
};

const WRITERS: Readonly<Record<Language, Writers>> = { en: english, hi: hindi, te: telugu };
const WORDS: Readonly<Record<Language, Words>> = { en: englishWords, hi: hindiWords, te: teluguWords };

/** The entry's words in `language` (English: the inbox's title). */
export function notificationText(message: NotificationMessage, language: Language): string {
  const write = WRITERS[language][message.key] as (message: NotificationMessage, words: Words) => string;
  return write(message, WORDS[language]);
}
