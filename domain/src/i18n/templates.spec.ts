import { describe, expect, it } from 'vitest';
import { API_TEMPLATES } from '../contracts/api';
import { AUDIT_TEMPLATES, auditSentence } from '../contracts/audit-sentences';
import { BALANCE_FORM_TEMPLATES, insufficientBalanceMessageEmployee } from '../contracts/forms';
import { USER_LIST_TEMPLATES } from '../contracts/user-list';
import { BALANCE_EVENT_TEMPLATES, unknownBalanceTypeMessage } from '../balance/balance.events';
import { BALANCE_LEDGER_TEMPLATES } from '../balance/balance.ledger';
import { periodLabel } from '../balance/balance.periods';
import { LEDGER_TEMPLATES, PERIOD_TEMPLATES } from '../balance/balance.reasons';
import { SPAN_TEMPLATES, spanText } from '../dates';
import { HOLIDAY_MESSAGES, HOLIDAY_TEMPLATES } from '../holidays/holidays';
import { COMP_OFF_MESSAGES, COMP_OFF_TEMPLATES } from '../leave/leave.comp-off';
import { PERMISSION_TEMPLATES, refusedChangesMessage } from '../people/permissions';
import { SESSION_TEMPLATES, deviceOf } from '../people/sessions';
import { STAND_IN_MESSAGES, STAND_IN_TEMPLATES } from '../people/stand-ins';
import { POLICY_APPLY_MESSAGES, POLICY_APPLY_TEMPLATES } from '../policy/policy.apply';
import { POLICY_CONTRACT_MESSAGES, POLICY_CONTRACT_TEMPLATES } from '../policy/policy.contract';
import { POLICY_MESSAGES, POLICY_SCHEMA_TEMPLATES } from '../policy/policy.schema';
import { ALLOWANCE_TEMPLATES } from '../policy/policy.text';
import { ARRANGEMENT_TEMPLATES } from '../timetable/arrangements';
import { fillTemplate, parseMessage } from './templates';
import { matchTemplate } from './template-match';

const TABLES = {
  API_TEMPLATES,
  ARRANGEMENT_TEMPLATES,
  AUDIT_TEMPLATES,
  BALANCE_FORM_TEMPLATES,
  USER_LIST_TEMPLATES,
  BALANCE_EVENT_TEMPLATES,
  BALANCE_LEDGER_TEMPLATES,
  LEDGER_TEMPLATES,
  PERIOD_TEMPLATES,
  SPAN_TEMPLATES,
  HOLIDAY_TEMPLATES,
  COMP_OFF_TEMPLATES,
  PERMISSION_TEMPLATES,
  SESSION_TEMPLATES,
  STAND_IN_TEMPLATES,
  POLICY_APPLY_TEMPLATES,
  POLICY_CONTRACT_TEMPLATES,
  POLICY_SCHEMA_TEMPLATES,
  ALLOWANCE_TEMPLATES,
};

describe('fillTemplate: the English the api has always sent', () => {
  it('fills names, counts in English plurals (0.5 and 0 are "days"), and keeps apostrophes', () => {
    expect(POLICY_APPLY_MESSAGES.tooLong('cl', 10)).toBe('A single CL application cannot exceed 10 days');
    expect(POLICY_APPLY_MESSAGES.tooLong('cl', 1)).toBe('A single CL application cannot exceed 1 day');
    expect(POLICY_APPLY_MESSAGES.notice('exam', 0.5)).toBe('EXAM must be applied for at least 0.5 days in advance');
    expect(POLICY_APPLY_MESSAGES.certificateRequired('hpl', 3)).toBe('A medical certificate is required for HPL of 3 days or more');
    expect(POLICY_MESSAGES.knownAllowanceKind('cl', 'halfYear')).toBe("The allowance of CL stays of the kind 'halfYear': the ledger keeps its periods");
    expect(insufficientBalanceMessageEmployee('el', 1, 1)).toBe('Insufficient EL balance. You have 1 days remaining, but requested 1 days.');
    expect(COMP_OFF_MESSAGES.tooLate(90)).toBe('This day can no longer be claimed: compensatory leave lapses 90 days after the day worked');
    expect(unknownBalanceTypeMessage('xyz')).toBe('Unknown leave type: xyz');
    expect(refusedChangesMessage(['isActive', 'email'] as never).message).toBe('You are not allowed to change: isActive, email');
    expect(POLICY_CONTRACT_MESSAGES.reasonTooLong).toBe('The reason cannot exceed 500 characters');
    expect(HOLIDAY_MESSAGES.yearOutOfRange).toBe('The year must be between 2000 and 2100');
    expect(STAND_IN_MESSAGES.tooLong).toBe('A stand-in can be named for at most 366 days at a time');
    expect(periodLabel('2026-H2')).toBe('July - December 2026');
    expect(spanText({ fromDate: '2026-12-14', toDate: '2026-12-16', fromHalf: 'second', toHalf: 'first' })).toBe('2026-12-14 (afternoon) to 2026-12-16 (morning)');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Windows');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('A browser on Linux');
  });

  it('words the audit sentences with one day and many alike', () => {
    const about = { kind: 'person' as const, _id: 'u1', name: 'Vivek Rao', employeeId: null };
    const actor = { name: 'Admin' };
    expect(auditSentence({ type: 'BalanceDebited', data: { leaveType: 'cl', days: 1, reason: 'Year reset, 2026' }, actor, about }, (d) => d)).toBe("1 day of CL was taken from Vivek Rao's balance: “Year reset, 2026”");
    expect(auditSentence({ type: 'BalanceCredited', data: { leaveType: 'cl', days: 2 }, actor, about }, (d) => d)).toBe('2 days of CL were given back to Vivek Rao');
    expect(auditSentence({ type: 'BalanceLapsed', data: { leaveType: 'el', days: 4, carried: 1, carriedExpiresOn: '2027-03-31' }, actor, about }, (d) => d)).toBe("4 days of Vivek Rao's EL lapsed; 1 day carried forward until 2027-03-31");
    expect(auditSentence({ type: 'UserDepartmentChanged', data: { to: 'Physics' }, actor, about }, (d) => d)).toBe("Vivek Rao's department was changed from none to Physics");
  });
});

describe('matchTemplate: a sentence read back into its template and values', () => {
  it('finds every template of every table from its own English, and gives values that make it again', () => {
    for (const [table, templates] of Object.entries(TABLES)) {
      for (const template of Object.values(templates) as string[]) {
        const names = new Set([...template.matchAll(/\{(\w+)[,}]/g)].map((found) => found[1]!));
        const values = Object.fromEntries([...names].map((name, index) => [name, /\{\w+, (plural|number)/.test(template) && new RegExp(`\\{${name}, (plural|number)`).test(template) ? index + 2 : `value ${index}`]));
        const sentence = fillTemplate(template, values);
        const found = matchTemplate(sentence, [templates]);
        expect(found, `${table}: ${template}`).not.toBeNull();
        expect(fillTemplate(found!.template, found!.values), `${table}: ${template}`).toBe(sentence);
      }
    }
  });

  it('prefers the template that says the most: a half-day comp-off credit with a date to take it by', () => {
    const sentence = 'Compensatory leave for half a day worked on 2026-03-01, to be taken by 2026-05-29';
    expect(matchTemplate(sentence, [LEDGER_TEMPLATES])).toEqual({ template: LEDGER_TEMPLATES.compOffHalfDayUntil, values: { date: '2026-03-01', until: '2026-05-29' } });
    expect(matchTemplate('Leave policy version 3 from 2026-07-01: CL 8 -> 10 days per half-year', [LEDGER_TEMPLATES])?.values).toEqual({ version: 3, date: '2026-07-01', type: 'CL', from: 8, to: 10 });
  });

  it('gives a count as a number, and finds nothing in a text no template makes', () => {
    expect(matchTemplate('A single CL application cannot exceed 1 day', [POLICY_APPLY_TEMPLATES])).toEqual({ template: POLICY_APPLY_TEMPLATES.tooLong, values: { type: 'CL', days: 1 } });
    expect(matchTemplate('A single CL application cannot exceed many days', [POLICY_APPLY_TEMPLATES])).toBeNull();
    expect(matchTemplate('Correction after the March audit', [LEDGER_TEMPLATES, PERIOD_TEMPLATES])).toBeNull();
  });

  it('parses a text that is not ICU after all (an unclosed brace) as one literal', () => {
    expect(parseMessage('A {broken text')).toEqual(['A {broken text']);
    expect(fillTemplate('A {broken text')).toBe('A {broken text');
  });
});
