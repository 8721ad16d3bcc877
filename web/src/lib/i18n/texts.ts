// The texts domain/ shares with the api (UI_MESSAGES, the labels of statuses, roles and notification kinds,
// the rules' refusals) in the language shown: the catalogs hold them with their English as the id
// (build-tools/domain-texts-extractor.ts). A text no catalog has, such as a refusal the server words with
// figures in it, is shown in English, as the server sent it.
import { i18n } from './i18n';

export function translateText(text: string): string {
  return i18n.locale === 'en' ? text : i18n._(text);
}

/** A refusal from the server: the web's own translation of its text, else the server's English. */
export function translateServerMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateText(message);
}
