// Domain's sentences with figures or names in the language shown (issue 23): a refusal the server words
// with figures is read back into its template and shown translated with the same figures, a text no
// template makes stays the server's English, and the web's own builders (allowanceText, auditSentence,
// a device's name, a stored ledger reason) speak Hindi and Telugu.
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowanceText,
  auditSentence,
  DEFAULT_POLICY,
  deviceOf,
  insufficientAtApprovalMessage,
  LEDGER_TEMPLATES,
  fillTemplate,
  POLICY_APPLY_MESSAGES,
  policyType,
  type PolicyLeaveType,
} from '@leave/domain';
import { activateLanguage } from './activate-language';
import { say } from './say';
import { translateDevice, translateServerMessage, translateStoredText, translateText } from './texts';
import { formatDate } from '../dates';

afterEach(() => activateLanguage('en'));

const tooLong = POLICY_APPLY_MESSAGES.tooLong('cl', 10);

describe('a refusal the server words with figures', () => {
  it('is the same English the api sends, and stays so in English', async () => {
    expect(tooLong).toBe('A single CL application cannot exceed 10 days');
    await activateLanguage('en');
    expect(translateServerMessage(tooLong)).toBe(tooLong);
  });

  it('is shown in Hindi and in Telugu with its figure and code', async () => {
    await activateLanguage('hi');
    expect(translateServerMessage(tooLong)).toBe('एक CL आवेदन 10 दिन से अधिक का नहीं हो सकता');
    await activateLanguage('te');
    expect(translateServerMessage(tooLong)).toBe('ఒక్క CL దరఖాస్తు 10 రోజులు మించకూడదు');
    expect(translateServerMessage(POLICY_APPLY_MESSAGES.tooLong('cl', 1))).toBe('ఒక్క CL దరఖాస్తు 1 రోజు మించకూడదు');
  });

  it('translates the words inside it: a half-year at approval', async () => {
    const message = insufficientAtApprovalMessage('cl', '2026-H1', 1, 2);
    expect(message).toBe('Insufficient CL balance for January - June 2026. Available: 1 days, Requested: 2 days');
    await activateLanguage('hi');
    expect(translateServerMessage(message)).toBe('जनवरी - जून 2026 के लिए CL शेष अपर्याप्त है। उपलब्ध: 1 दिन, अनुरोधित: 2 दिन');
  });

  it('stays the server\'s English when no catalog text or template makes it', async () => {
    await activateLanguage('te');
    const unknown = 'A single CL application cannot exceed the moon';
    expect(translateServerMessage(unknown)).toBe(unknown);
    expect(translateServerMessage('Something the server says that the web does not know')).toBe('Something the server says that the web does not know');
    expect(translateText('Computer Science')).toBe('Computer Science');
  });
});

describe("the web's own sentences with figures or names", () => {
  const exam: PolicyLeaveType = { ...policyType(DEFAULT_POLICY, 'cl')!, code: 'exam', name: 'Exam Leave', allowance: { per: 'year', days: 5 }, carryForward: null, minNoticeDays: 2, maxDaysPerApplication: 1 };

  it('words a changed type\'s allowance in Telugu, the same English as before in English', async () => {
    expect(allowanceText(exam)).toBe('5 days per year, no carry forward; apply 2 days ahead; at most 1 day per application');
    await activateLanguage('en');
    expect(allowanceText(exam, say)).toBe(allowanceText(exam));
    await activateLanguage('te');
    expect(allowanceText(exam, say)).toBe('సంవత్సరానికి 5 రోజులు, తదుపరి కాలానికి బదిలీ కావు; 2 రోజులు ముందుగా దరఖాస్తు చేయండి; ఒక దరఖాస్తులో గరిష్ఠంగా 1 రోజు');
  });

  it('reads an audit sentence with a name in Telugu, the name and the reason as written', async () => {
    const event = { type: 'LeaveRejected', data: { reason: 'Exams that week' }, actor: { name: 'Dr. Ramesh Chandran' }, about: { kind: 'application' as const, leaveId: 'l1', applicant: { _id: 'u1', name: 'Vivek Rao', employeeId: null }, leaveType: 'cl', fromDate: '2026-12-14', toDate: '2026-12-16', numberOfDays: 3 } };
    expect(auditSentence(event, formatDate)).toBe('Dr. Ramesh Chandran rejected Vivek Rao\'s CL (December 14, 2026 to December 16, 2026, 3 days): “Exams that week”');
    await activateLanguage('te');
    expect(formatDate('2026-12-14')).toBe('14 డిసెంబర్, 2026');
    expect(auditSentence(event, formatDate, say)).toBe('Dr. Ramesh Chandran Vivek Rao CL (14 డిసెంబర్, 2026 నుండి 16 డిసెంబర్, 2026, 3 రోజులు) తిరస్కరించారు: “Exams that week”');
  });

  it('shows a ledger reason the domain wrote in Hindi, a reason an admin typed as typed', async () => {
    const reset = fillTemplate(LEDGER_TEMPLATES.halfYearReset, { period: 'July - December 2026' });
    expect(reset).toBe('Half-year reset, July - December 2026');
    await activateLanguage('hi');
    expect(translateStoredText(reset)).toBe('छमाही का पुनर्निर्धारण, जुलाई - दिसंबर 2026');
    expect(translateStoredText(LEDGER_TEMPLATES.openingBalance)).toBe('प्रारंभिक शेष');
    expect(translateStoredText('Correction after the March audit')).toBe('Correction after the March audit');
    expect(translateStoredText('Going to Delhi')).toBe('Going to Delhi');
    const approved = 'CL leave approved, 2026-12-14 to 2026-12-16 (morning)';
    expect(translateStoredText(approved)).toBe(`CL अवकाश स्वीकृत, ${formatDate('2026-12-14')} से ${formatDate('2026-12-16')} (सुबह)`);
  });

  it('names a device in Hindi, the browser and the system by their own names', async () => {
    await activateLanguage('hi');
    expect(translateDevice(deviceOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'))).toBe('Android पर Chrome');
    expect(translateDevice(deviceOf('curl/8.0'))).toBe('कोई अन्य ऐप');
  });
});
