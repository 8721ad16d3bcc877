import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../people/languages';
import { MAIL_TEXTS } from './mail-messages';
import { localDate, notificationText, type NotificationMessage } from './notification-messages';
import { pushPayloadJson, PUSH_PAYLOAD_MAX_BYTES } from '../notifications/push';
import { NOTIFICATION_KINDS } from '../notifications/notification.kinds';

const leave = { type: 'cl', kind: 'leave' as const, fromDate: '2026-12-07' as const, toDate: '2026-12-09' as const, fromHalf: 'second' as const, days: 2.5 };

describe('an inbox entry in each language', () => {
  it('writes English exactly as the inbox titles always were', () => {
    expect(notificationText({ key: 'applied', applicant: 'Ravi Cse', leave }, 'en')).toBe('Ravi Cse applied for CL (December 7, 2026 (afternoon) to December 9, 2026, 2.5 days): waiting for your decision');
    expect(notificationText({ key: 'approvalsReminder', count: 1, afterWorkingDays: 2 }, 'en')).toBe('1 application has been waiting for your decision for more than 2 working days');
  });

  it('writes Hindi and Telugu with the type named, dates from Intl, and names and reasons as they are', () => {
    const rejected: NotificationMessage = { key: 'rejectedYours', leave, decider: { by: 'Hema Cse' }, reason: 'Exams that week' };
    expect(notificationText(rejected, 'hi')).toBe('आपका आकस्मिक अवकाश (CL) (7 दिसंबर 2026 (अपराह्न) से 9 दिसंबर 2026 तक, 2.5 दिन) आवेदन Hema Cse द्वारा अस्वीकृत किया गया: Exams that week');
    expect(notificationText(rejected, 'te')).toBe('మీ సాధారణ సెలవు (CL) (7 డిసెంబర్, 2026 (అపరాహ్నం) నుండి 9 డిసెంబర్, 2026 వరకు, 2.5 రోజులు) దరఖాస్తును Hema Cse తిరస్కరించారు: Exams that week');
    expect(localDate('2026-12-07', 'hi')).toBe('7 दिसंबर 2026');
  });

  it('has every kind named in every language, and a policy type without a name shows its code', () => {
    for (const language of LANGUAGES) for (const kind of NOTIFICATION_KINDS) expect(MAIL_TEXTS[language].kindLabels[kind].length).toBeGreaterThan(0);
    expect(notificationText({ key: 'approvedYours', leave: { ...leave, type: 'exam' }, by: 'Admin' }, 'te')).toContain('EXAM (');
  });
});

describe('a push payload', () => {
  it('stays within its bytes, cutting the body', () => {
    const body = 'సెలవు '.repeat(2000);
    const json = pushPayloadJson({ title: 'Sample College సెలవు', body, url: '/hod/applications?leave=x' });
    expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(JSON.parse(json)).toMatchObject({ url: '/hod/applications?leave=x', body: expect.stringMatching(/…$/) });
    expect(pushPayloadJson({ title: 't', body: 'short', url: '/' })).toBe('{"title":"t","body":"short","url":"/"}');
  });
});
