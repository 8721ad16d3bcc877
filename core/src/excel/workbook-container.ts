// What a workbook file is made of, checked before SheetJS sees it. SheetJS reads any bytes as CSV if
// nothing else fits, and inflates zip entries trusting their declared sizes, so a corrupt upload or a
// zip bomb must be stopped here: .xlsx is a zip (checked entry by entry), .xls a CFB compound file
// (no compression, so bounded by the upload limit).

import { inflateRawSync } from 'node:zlib';

/** No real staff register comes near these; a workbook past them is refused before it is parsed. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;

export const WORKBOOK_MESSAGES = {
  notAWorkbook: 'The file is not a valid Excel workbook (.xlsx or .xls). It may be corrupt; save it again from Excel and retry.',
  tooLargeUncompressed: `The workbook is too large once uncompressed (over ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB). Split it into smaller files.`,
  tooManyParts: 'The workbook has too many parts to be a staff register. Split it into smaller files.',
  encrypted: 'The workbook is password-protected or encrypted. Remove the protection and upload it again.',
} as const;

/** A refusal of the file itself: the upload answers 400 with this message. */
export class UnreadableWorkbookError extends Error {
  override readonly name = 'UnreadableWorkbookError';
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UNKNOWN_SIZE = 0xffffffff;

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type WorkbookContainer = 'zip' | 'cfb';

/**
 * Cheap check from the zip's central directory alone (no decompression): the kind of file, the number
 * of entries and the sum of their declared uncompressed sizes. Throws UnreadableWorkbookError.
 */
export function inspectWorkbook(bytes: Uint8Array): WorkbookContainer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= CFB_MAGIC.length && buffer.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC)) return 'cfb';
  const entries = centralDirectory(buffer);
  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.encrypted);
    if (entry.method !== 0 && entry.method !== 8) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
    if (entry.uncompressedSize === UNKNOWN_SIZE || entry.compressedSize === UNKNOWN_SIZE) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
    declared += entry.uncompressedSize;
    if (declared > MAX_UNCOMPRESSED_BYTES) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
  }
  return 'zip';
}

/**
 * The full check before parsing: everything `inspectWorkbook` checks, then every entry really inflated
 * under the size budget, since declared sizes can lie and SheetJS trusts the local headers.
 */
export function verifyWorkbook(bytes: Uint8Array): WorkbookContainer {
  const kind = inspectWorkbook(bytes);
  if (kind === 'cfb') return kind;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = MAX_UNCOMPRESSED_BYTES;
  for (const entry of centralDirectory(buffer)) {
    const data = entryData(buffer, entry);
    if (entry.method === 0) {
      budget -= data.length;
    } else {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
        throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
      }
    }
    if (budget < 0) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
  }
  return kind;
}

function centralDirectory(buffer: Buffer): ZipEntry[] {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== ZIP_LOCAL) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  const end = findEndOfCentralDirectory(buffer);
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const start = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || size === UNKNOWN_SIZE || start === UNKNOWN_SIZE) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
  if (count > MAX_ZIP_ENTRIES) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooManyParts);
  if (start + size > end) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== ZIP_CENTRAL) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (hasZip64Field(buffer, at + 46 + nameLength, extraLength)) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= earliest; at--) {
    if (buffer.readUInt32LE(at) === ZIP_END) return at;
  }
  throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
}

function entryData(buffer: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== ZIP_LOCAL) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  const localFlags = buffer.readUInt16LE(at + 6);
  if (localFlags & 0x41) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.encrypted);
  // SheetJS allocates what the local header declares, so that figure must be sane too.
  if (buffer.readUInt32LE(at + 22) > MAX_UNCOMPRESSED_BYTES) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
  const nameLength = buffer.readUInt16LE(at + 26);
  const extraLength = buffer.readUInt16LE(at + 28);
  if (hasZip64Field(buffer, at + 30 + nameLength, extraLength)) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.tooLargeUncompressed);
  const dataStart = at + 30 + nameLength + extraLength;
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > buffer.length) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  return buffer.subarray(dataStart, dataEnd);
}

/** Zip64 sizes (extra field 0x0001) only exist for entries over 4 GB: no workbook of ours has one. */
function hasZip64Field(buffer: Buffer, start: number, length: number): boolean {
  const end = Math.min(buffer.length, start + length);
  for (let at = start; at + 4 <= end; at += 4 + buffer.readUInt16LE(at + 2)) {
    if (buffer.readUInt16LE(at) === 0x0001) return true;
  }
  return false;
}
