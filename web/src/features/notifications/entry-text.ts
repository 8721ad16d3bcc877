// An inbox entry in the reader's language: its facts worded by domain's notificationText, the same words
// its e-mail and push carried; in English, and for an entry made before entries kept their facts, the
// server's title.
import { notificationText, type NotificationDto } from '@leave/domain';
import { currentLanguage } from '@/lib/i18n/i18n';

export function entryText(entry: Pick<NotificationDto, 'title' | 'message'>): string {
  const language = currentLanguage();
  return language === 'en' || !entry.message ? entry.title : notificationText(entry.message, language);
}
