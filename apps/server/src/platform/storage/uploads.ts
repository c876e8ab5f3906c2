import { fileTypeFromBuffer } from 'file-type';
import { parseDataUrl, type MessageKey } from '@rumo/core';
import { fieldError } from '../../http/errors.ts';
import type { Storage } from './storage.ts';

export interface UploadRules {
  /** MIME types accepted, judged by the content's magic bytes, not by the declared type. */
  mimes: readonly string[];
  maxBytes: number;
  typeError: MessageKey;
  sizeError: MessageKey;
}

export interface SavedUpload {
  key: string;
  mime: string;
  size: number;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** Checks a decoded file by its content and returns its real MIME type, or throws a 400 under `field`. */
export async function checkFileContent(data: Buffer, field: string, rules: UploadRules): Promise<string> {
  if (data.length > rules.maxBytes) throw fieldError(field, rules.sizeError);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !rules.mimes.includes(detected.mime)) throw fieldError(field, rules.typeError);
  return detected.mime;
}

/** Decodes a data URL, checks it by content and stores it under `prefix`. */
export async function saveDataUrl(
  storage: Storage,
  dataUrl: string,
  prefix: string,
  field: string,
  rules: UploadRules,
): Promise<SavedUpload> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) throw fieldError(field, 'validation.fileInvalid');
  if (parsed.size > rules.maxBytes) throw fieldError(field, rules.sizeError);
  const data = Buffer.from(parsed.base64, 'base64');
  const mime = await checkFileContent(data, field, rules);
  const stored = await storage.put(prefix, data, EXTENSIONS[mime] ?? 'bin');
  return { key: stored.key, mime, size: stored.size };
}
