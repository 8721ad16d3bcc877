import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, collegeToday, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

describe('a stand-in approves from their queue, and the applicant hears of it live', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string; id: string };
  let standIn: { email: string; password: string; name: string; id: string };
  let applicant: { email: string; password: string; name: string; id: string };

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    standIn = await createPerson('employee');
    applicant = await createPerson('employee');
    const named = await api('POST', '/stand-ins', await tokenFor(hod.email, hod.password), { hodId: hod.id, standInId: standIn.id, from: collegeToday(), to: collegeToday(3) });
    expect(named.status).toBe(201);
    const day = nextWeekday(15);
    const applied = await api('POST', '/leaves', await tokenFor(applicant.email, applicant.password), { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Attending a family wedding out of town' });
    expect(applied.status).toBe(201);
  });
  afterAll(() => browser.close());

  it("the stand-in's Approve as HOD reaches the applicant's inbox and bell without a reload", async () => {
    const applicantView = await newPage(browser);
    await signIn(applicantView.page, applicant.email, applicant.password);
    await applicantView.page.waitForURL('**/employee/dashboard');
    await applicantView.page.getByRole('link', { name: /^Notifications/ }).click();
    await applicantView.page.waitForURL('**/employee/notifications');
    await applicantView.page.getByText('No notifications yet.').waitFor();
    await applicantView.page.getByText('Live', { exact: true }).waitFor();

    const standInView = await newPage(browser, { width: 390, height: 844 });
    await signIn(standInView.page, standIn.email, standIn.password);
    await standInView.page.waitForURL('**/employee/dashboard');
    await standInView.page.getByRole('link', { name: 'Stand-in Queue' }).click();
    await standInView.page.waitForURL('**/employee/stand-in-queue');
    const queue = standInView.page.getByRole('list', { name: 'Applications waiting for the stand-in' });
    await queue.getByText(applicant.name).waitFor();
    await standInView.page.getByText(`Standing in for ${hod.name}`, { exact: false }).waitFor();
    expect(await seriousViolations(standInView.page)).toEqual([]);
    // Nothing wider than the phone, header included.
    expect(await standInView.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(standInView.page, 'stand-in-queue-390px');
    const decided = standInView.page.waitForResponse((response) => response.url().includes('/status') && response.request().method() === 'PUT');
    await standInView.page.getByRole('button', { name: `Approve as HOD: ${applicant.name}` }).click();
    const answer = await decided;
    expect(answer.status(), await answer.text()).toBe(200);
    // The demo's own CSE applications stay; the one approved leaves the queue.
    await queue.getByText(applicant.name).waitFor({ state: 'detached' });

    const entry = applicantView.page.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(new RegExp(`was approved by HOD ${standIn.name} on behalf of ${hod.name}$`));
    await applicantView.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await seriousViolations(applicantView.page)).toEqual([]);
    await shot(applicantView.page, 'inbox-after-stand-in-approval');
    await applicantView.context.close();
    await standInView.context.close();
  });
});
