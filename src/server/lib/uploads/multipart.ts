import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../../shared/text.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { sanitizeFilename } from './filename.ts';
import { type SniffedKind, type SniffedType, sniffType } from './sniff.ts';

/** The upload rules of one route scope. */
export interface UploadRules {
  maxBytes: number;
  /** Kinds accepted, as sniffed from the bytes. */
  accept: readonly SniffedKind[];
  /** Text fields read besides the file; others are ignored. */
  fields: readonly string[];
  /** Bytes a text field may hold (4 KB unless said); a longer one is refused, never cut. */
  fieldMaxBytes?: number;
  tooLargeMessage: string;
  unsupportedMessage: string;
  missingMessage: string;
}

export interface Upload {
  data: Buffer;
  /** The browser's file name, sanitised: a label only, never part of a storage key. */
  filename: string;
  type: SniffedType;
  fields: Record<string, string>;
}

const MALFORMED = 'The upload was cut off or is not valid multipart form data. Please try again.';
const FIELD_MAX_BYTES = 4 * 1024;
const FIELD_TOO_LONG = 'This text is too long';
/** Fields a client may add beyond the known ones (ignored), before the body counts as abuse. */
const SPARE_FIELDS = 4;

/** Registers @fastify/multipart on this scope with the limits of these rules (one file per request). */
export async function registerMultipart(app: FastifyInstance, rules: UploadRules): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: rules.maxBytes,
      files: 1,
      fields: rules.fields.length + SPARE_FIELDS,
      fieldSize: rules.fieldMaxBytes ?? FIELD_MAX_BYTES,
      parts: rules.fields.length + SPARE_FIELDS + 1,
      headerPairs: 20,
    },
  });
}

/** Maps every way reading the body can fail to a client error: none of them is our fault. */
function readError(err: unknown, rules: UploadRules): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, rules.tooLargeMessage);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'Send one file at a time.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, rules.missingMessage);
    default:
      // Busboy's "Boundary not found", "Unexpected end of form", "Malformed part header", an
      // aborted request…: the body is broken, whatever the exact words.
      return new HttpError(400, MALFORMED);
  }
}

/**
 * THE multipart reader: reads the whole body (so a truncated one is noticed, wherever it is
 * cut), keeps one file in memory up to `maxBytes`, types it by its bytes and sanitises its name.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, rules.missingMessage);
  let file: { data: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { data: await part.toBuffer(), filename: part.filename };
      } else if (rules.fields.includes(part.fieldname) && typeof part.value === 'string') {
        if (part.valueTruncated) throw badRequest(FIELD_TOO_LONG, { [part.fieldname]: FIELD_TOO_LONG });
        fields[part.fieldname] = part.value.trim();
      }
    }
  } catch (err) {
    throw readError(err, rules);
  }
  if (!file || file.data.length === 0) throw new HttpError(400, rules.missingMessage);
  // Text fields get the same hygiene as JSON bodies: the database cannot store a NUL byte.
  for (const [name, value] of Object.entries(fields)) {
    if (!isSafeText(value)) throw badRequest(UNSAFE_TEXT_MESSAGE, { [name]: UNSAFE_TEXT_MESSAGE });
  }
  const type = sniffType(file.data);
  if (!type || !rules.accept.includes(type.kind)) throw new HttpError(415, rules.unsupportedMessage);
  return { data: file.data, filename: sanitizeFilename(file.filename), type, fields };
}
