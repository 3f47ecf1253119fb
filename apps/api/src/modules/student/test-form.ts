// The student form as a browser sends it (multipart/form-data), for the tests: text fields and files
// in the order given. Production code never imports this file.
import { randomBytes } from 'node:crypto';

export type FormEntry = [name: string, value: string | { filename: string; content: Buffer; contentType?: string }];

export interface MultipartBody {
  contentType: string;
  payload: Buffer;
}

export function multipartBody(entries: readonly FormEntry[]): MultipartBody {
  const boundary = `----StudentForm${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

export const VALID_FIELDS = { name: 'Riya Sharma', email: 'riya.sharma@college.ac.in', collegeName: 'St. Xavier’s College, Mumbai', pincode: '400001' } as const;

/** The whole form: the four fields, then the file. */
export function studentForm(file: { filename: string; content: Buffer; contentType?: string } | undefined, fields: Record<string, string> = VALID_FIELDS): MultipartBody {
  return multipartBody([...Object.entries(fields), ...(file ? [['file', file] as FormEntry] : [])]);
}
