/**
 * The files an administrator picked, as the import's request body: one zip (sent base64, the
 * server unpacks it with its own limits) or YAML files (sent as text by name). The size is checked
 * here first, so a too-large upload is explained before anything is sent.
 */
import { IMPORT_MAX_REQUEST_BYTES, type ImportRequestBody } from '../../../../../common/config_transfer';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

/** A zip begins with "PK\x03\x04" (or "PK\x05\x06" when empty): the name alone may not say (a saved download may lack .zip). */
function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
  );
}

/** Base64 of bytes, in chunks (one call per byte would be slow, one call for all may overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** FileReader rather than Blob.text()/arrayBuffer(): the same code in every browser and in jsdom. */
function readFile(file: File, as: 'text'): Promise<string>;
function readFile(file: File, as: 'bytes'): Promise<ArrayBuffer>;
function readFile(file: File, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(new Error(i18n.translate(messages.uploadReadError, { name: file.name })));
    if (as === 'text') reader.readAsText(file, 'utf-8');
    else reader.readAsArrayBuffer(file);
  });
}

function formatSize(bytes: number): string {
  // The amounts as text: toFixed's digits, not regrouped by the message.
  return bytes >= 1024 * 1024
    ? i18n.translate(messages.uploadMegabytes, { size: (bytes / 1024 / 1024).toFixed(1) })
    : i18n.translate(messages.uploadKilobytes, { size: String(Math.ceil(bytes / 1024)) });
}

/** Resolves with the body, or rejects with an Error whose message tells the administrator what to pick instead. */
export async function readUpload(files: File[]): Promise<ImportRequestBody> {
  if (!files.length) throw new Error(i18n.translate(messages.uploadNothingPicked));
  const read = await Promise.all(
    files.map(async (file) => ({ file, bytes: new Uint8Array(await readFile(file, 'bytes')) }))
  );
  const archives = read.filter(({ file, bytes }) => /\.zip$/i.test(file.name) || looksLikeZip(bytes));
  if (archives.length && files.length > 1) {
    throw new Error(i18n.translate(messages.uploadMixed));
  }
  const bodyText = (body: ImportRequestBody) => JSON.stringify(body);
  let body: ImportRequestBody;
  if (archives.length) {
    body = { archive: toBase64(archives[0].bytes) };
  } else {
    const texts: Record<string, string> = {};
    for (const file of files) texts[file.name] = await readFile(file, 'text');
    body = { files: texts };
  }
  const size = new Blob([bodyText(body)]).size;
  if (size > IMPORT_MAX_REQUEST_BYTES) {
    throw new Error(
      i18n.translate(messages.uploadTooLarge, {
        size: formatSize(size),
        max: formatSize(IMPORT_MAX_REQUEST_BYTES),
        file: 'internal_users.yml',
      })
    );
  }
  return body;
}
