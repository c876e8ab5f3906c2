import { isValidCpf } from '@rumo/core';
import { isCalendarDate, datesInText } from './dates.ts';
import { DocumentUnreadable, EXTRACTED_FIELDS, type Extraction, type ExtractedField, type ExtractionEngine } from './types.ts';

export interface VisionConfig {
  url: string;
  model: string;
  key: string | null;
  timeoutMs?: number;
}

/** The instruction: JSON only, with the keys below; the model's own keys map to ours. */
export const VISION_INSTRUCTION = [
  'You read identity and travel documents (passports, Brazilian RG, CPF, CNH, visas, ID cards).',
  'Answer with ONE JSON object and nothing else, with these keys (null when not visible):',
  'document_number, surname, given_names, nationality (ISO 3166 alpha-3 when possible), birth_date, sex ("M", "F" or "X"),',
  'issue_date, expiry_date, issuing_country (alpha-3 when possible), cpf (11 digits), rg, mrz (the machine-readable lines joined by \\n),',
  'full_name (the whole name as printed, for IDs that print it on one line), issuing_body (e.g. SSP/SP on an RG, DETRAN-SP on a CNH),',
  'and confidence: an object with a number from 0 to 1 for each key you filled.',
  'Dates as YYYY-MM-DD. Copy names as printed, without accents added or removed.',
].join(' ');

const KEY_MAP: Record<string, ExtractedField> = {
  document_number: 'number',
  number: 'number',
  surname: 'last_name',
  last_name: 'last_name',
  given_names: 'first_name',
  first_name: 'first_name',
  nationality: 'nationality',
  birth_date: 'birth_date',
  sex: 'gender',
  gender: 'gender',
  issue_date: 'issue_date',
  expiry_date: 'expiry_date',
  issuing_country: 'issuing_country',
  cpf: 'cpf',
  rg: 'rg',
  full_name: 'full_name',
  name: 'full_name',
  issuing_body: 'issuing_body',
  issuing_authority: 'issuing_body',
};

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** The JSON object in a model answer, tolerating ```json fences and text around it. */
export function parseModelJson(content: string): Record<string, unknown> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1] ?? content;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new DocumentUnreadable('the model answered without JSON');
  const parsed: unknown = JSON.parse(fenced.slice(start, end + 1));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new DocumentUnreadable('the model answered a non-object');
  return parsed as Record<string, unknown>;
}

function normalise(field: ExtractedField, raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const value = String(raw).trim();
  if (!value || /^(null|n\/a|none|-)$/i.test(value)) return null;
  switch (field) {
    case 'birth_date':
    case 'issue_date':
    case 'expiry_date':
      return isCalendarDate(value) ? value : (datesInText(value)[0] ?? null);
    case 'gender': {
      const v = value.toUpperCase();
      if (v === 'F' || v.startsWith('FEM')) return 'female';
      if (v === 'M' || v.startsWith('MAS') || v === 'MALE') return 'male';
      return 'not_informed';
    }
    case 'cpf': {
      const digits = value.replace(/\D/g, '');
      return isValidCpf(digits) ? digits : null;
    }
    case 'nationality':
    case 'issuing_country':
      return value.toUpperCase();
    default:
      return value;
  }
}

/** Maps the model's JSON answer to fields; confidences default to 0.8 when the model gave none. */
export function visionExtraction(answer: Record<string, unknown>): Extraction {
  const confidences = (answer.confidence && typeof answer.confidence === 'object' ? answer.confidence : {}) as Record<string, unknown>;
  const fields: Extraction['fields'] = {};
  for (const [key, field] of Object.entries(KEY_MAP)) {
    if (fields[field] || !(key in answer)) continue;
    const value = normalise(field, answer[key]);
    if (!value) continue;
    const given = Number(confidences[key] ?? confidences[field]);
    fields[field] = { value, confidence: Number.isFinite(given) ? Math.min(1, Math.max(0, given)) : 0.8 };
  }
  const values = EXTRACTED_FIELDS.map((f) => fields[f]).filter((f) => f !== undefined);
  if (values.length === 0) throw new DocumentUnreadable('the model read nothing');
  const overall = Number(answer.overall_confidence);
  const confidence = Number.isFinite(overall)
    ? Math.min(1, Math.max(0, overall))
    : values.reduce((sum, f) => sum + f.confidence, 0) / values.length;
  const mrz = typeof answer.mrz === 'string' && answer.mrz.trim() ? answer.mrz.trim() : null;
  return { fields, mrz, confidence: Math.round(confidence * 100) / 100, source: 'llm' };
}

/** A vision model behind an OpenAI-compatible chat-completions endpoint. */
export function createVisionEngine(config: VisionConfig, fetchImpl: typeof fetch = fetch): ExtractionEngine {
  return {
    async extract(input) {
      // chat-completions endpoints take images; PDFs arrive rendered (withPdfReading)
      if (!input.mime.startsWith('image/')) throw new DocumentUnreadable('the vision model reads images only');
      const body = {
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: VISION_INSTRUCTION },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Document type: ${input.documentType}. Return the JSON object.` },
              { type: 'image_url', image_url: { url: `data:${input.mime};base64,${input.data.toString('base64')}` } },
            ],
          },
        ],
      };
      let content: unknown;
      try {
        const response = await fetchImpl(endpoint(config.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
        });
        if (!response.ok) throw new Error(`vision endpoint answered ${response.status}`);
        const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        content = json.choices?.[0]?.message?.content;
      } catch (error) {
        throw new DocumentUnreadable('vision request failed', { cause: error });
      }
      if (typeof content !== 'string') throw new DocumentUnreadable('the model gave no answer');
      try {
        return visionExtraction(parseModelJson(content));
      } catch (error) {
        if (error instanceof DocumentUnreadable) throw error;
        throw new DocumentUnreadable('the model answer is not valid JSON', { cause: error });
      }
    },
    async close() {},
  };
}
