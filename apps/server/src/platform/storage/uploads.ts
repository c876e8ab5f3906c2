import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_PIXELS, parseDataUrl, type MessageKey } from '@rumo/core';
import { fieldError } from '../../http/errors.ts';
import type { Storage } from './storage.ts';
import { imageSize } from './image-size.ts';

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

/**
 * Checks a decoded file by its content and returns its real MIME type, or throws a 400 under
 * `field`. Every image the app accepts passes here, so its pixel count is checked here, from the
 * header, before anything (OCR, the trip PDF, a browser) decodes it.
 */
export async function checkFileContent(data: Buffer, field: string, rules: UploadRules): Promise<string> {
  if (data.length > rules.maxBytes) throw fieldError(field, rules.sizeError);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !rules.mimes.includes(detected.mime)) throw fieldError(field, rules.typeError);
  if (detected.mime.startsWith('image/')) {
    const size = imageSize(data, detected.mime);
    if (!size || size.width === 0 || size.height === 0) throw fieldError(field, rules.typeError);
    if (size.width * size.height > IMAGE_MAX_PIXELS)
      throw fieldError(field, 'validation.imageTooManyPixels', { max: IMAGE_MAX_PIXELS / 1_000_000 });
  }
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
