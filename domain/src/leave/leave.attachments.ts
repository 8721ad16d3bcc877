// Files attached to a leave application (issue 21: medical certificates): which files are taken, how many,
// how large, how a file's name is cleaned, and who may open one. The api sniffs a file's real type from
// its bytes and stores it; the forms read the same limits.

import type { LeaveScope, Viewer } from '../people/permissions';

/** The types a file may really be (read from its content, never from its name), with the extension they get. */
export const ATTACHMENT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;

export const ATTACHMENT_LIMITS = {
  /** Bytes of one file. */
  maxBytes: 5 * 1024 * 1024,
  /** Files of one application, whether sent when applying or later. */
  maxFiles: 3,
  /** Characters of a cleaned file name. */
  maxNameLength: 120,
} as const;

/** What the file input offers (the server checks the content whatever the name says). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

export const ATTACHMENT_MESSAGES = {
  fileRequired: 'Please choose a file to attach',
  tooLarge: 'A file can be at most 5 MB',
  tooMany: 'An application can have at most 3 files',
  wrongType: 'Only PDF, JPEG and PNG files can be attached: the content of this file is none of them',
  attachForbidden: 'Only the applicant can attach files to an application',
  notOpen: 'Files can be attached only while the application is pending or approved by the HOD',
  downloadForbidden: 'You do not have permission to open this file',
  notFound: 'File not found',
} as const;

/** A file as the application records it (AttachmentAdded) and as its answers carry it. */
export interface AttachmentFacts {
  /** A random uuid: the file's address cannot be guessed from another's. */
  attachmentId: string;
  fileName: string;
  contentType: AttachmentContentType;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export function isAttachmentType(contentType: string | undefined): contentType is AttachmentContentType {
  return contentType !== undefined && Object.hasOwn(ATTACHMENT_TYPES, contentType);
}

/**
 * A file name as it is kept and offered for download: the last part of any path, without control
 * characters, quotes or characters that mean something to a file system, spaces collapsed, at most
 * ATTACHMENT_LIMITS.maxNameLength characters, and ending in the extension of its real type. A name
 * left empty becomes 'attachment.<ext>'.
 */
export function cleanFileName(name: string, contentType: AttachmentContentType): string {
  const extension = ATTACHMENT_TYPES[contentType];
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/["*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const known = Object.values(ATTACHMENT_TYPES) as string[];
  const dot = base.lastIndexOf('.');
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 && (known.includes(given) || given === 'jpeg') ? base.slice(0, dot) : base).trim();
  const room = ATTACHMENT_LIMITS.maxNameLength - extension.length - 1;
  const kept = stem.length > room ? stem.slice(0, room).trim() : stem;
  return `${kept || 'attachment'}.${extension === 'jpg' && given === 'jpeg' ? 'jpeg' : extension}`;
}

/**
 * Who may open an application's files: the applicant, whoever decides on it (the HOD of its department,
 * a stand-in named for that department: `decidesFor`), any admin and the auditor.
 */
export function canOpenAttachment(viewer: Viewer, leave: LeaveScope, decidesFor: { standInForDepartment: boolean }): boolean {
  if (viewer.role === 'admin' || viewer.role === 'auditor') return true;
  if (viewer.id === leave.applicantId) return true;
  if (viewer.role === 'hod' && viewer.department === leave.department) return true;
  return decidesFor.standInForDepartment;
}

/** The forms' check of the files chosen (count and size; the type is the server's to read): null or the message. */
export function checkChosenFiles(files: readonly { size: number }[], alreadyAttached = 0): string | null {
  if (files.length + alreadyAttached > ATTACHMENT_LIMITS.maxFiles) return ATTACHMENT_MESSAGES.tooMany;
  if (files.some((file) => file.size > ATTACHMENT_LIMITS.maxBytes)) return ATTACHMENT_MESSAGES.tooLarge;
  if (files.some((file) => file.size === 0)) return ATTACHMENT_MESSAGES.fileRequired;
  return null;
}
