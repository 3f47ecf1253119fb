import type { components } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];
/** A student verification request as the server keeps it (the document itself is never served). */
export type StudentVerification = Schemas['StudentVerification'];
export type StudentVerificationState = Schemas['StudentVerificationState'];
/**
 * The submit's envelope: `userMessage` ('Your documents have been submitted for verification') and
 * the request. Without `systemErrorCode` (always null on success): openapi-fetch's `Readable` drops
 * properties whose only type is `null`.
 */
export type StudentSubmitResult = Omit<Schemas['StudentSubmitResponse'], 'systemErrorCode'>;

/** What the student offer form sends: the text fields, and the document as the member chose it. */
export interface StudentSubmission {
  name: string;
  email: string;
  collegeName: string;
  /** Sent as `pincode`. */
  pinCode: string;
  /** Sent as `file`. */
  file: Blob;
}

/**
 * The student offer calls (both for the signed-in member). A refusal (400, 409, 413, 415, 429)
 * rejects with an `ApiError` whose `userMessage` is the server's text for it.
 *
 * ```ts
 * const student = useQueries().calls.student;
 * const { userMessage, data } = await student.submit({ name, email, collegeName, pinCode, file });
 * ```
 */
export function createStudentApi(api: ApiClient) {
  return {
    /** `GET /nc/um/user/student`: the member's latest request, or `null` when they never sent one. */
    async latest(signal?: AbortSignal): Promise<StudentVerification | null> {
      return unwrap(await api.GET('/nc/um/user/student', { signal })).data;
    },
    /** `POST /nc/um/user/student` as `multipart/form-data` (name, email, collegeName, pincode, file). */
    async submit(submission: StudentSubmission, signal?: AbortSignal): Promise<StudentSubmitResult> {
      const { pinCode, file, ...text } = submission;
      const result = await api.POST('/nc/um/user/student', {
        // The contract types the file part as a string (`format: binary`); it goes out as the Blob itself.
        body: { ...text, pincode: pinCode, file: file as unknown as string },
        // A FormData body: openapi-fetch then sets no Content-Type and fetch writes
        // `multipart/form-data` with its boundary (the JSON content-type rule leaves a labelled body alone).
        bodySerializer: (body) => {
          const form = new FormData();
          for (const [name, value] of Object.entries(body)) form.append(name, value as string | Blob);
          return form;
        },
        signal,
      });
      return unwrap(result);
    },
  };
}

export type StudentApi = ReturnType<typeof createStudentApi>;

/**
 * The member's latest request, keyed under `['student', memberId]` so one member's request is never
 * shown to another who signs in later in the same tab. Never fresh for long: a reviewer may decide
 * it at any time.
 *
 * ```ts
 * useQuery(studentQueries.latest(user.ssoId));
 * queryClient.setQueryData(studentQueries.latest(user.ssoId).queryKey, result.data);
 * ```
 */
export function createStudentQueries(studentApi: StudentApi) {
  const studentQueries = {
    all: () => ['student'] as const,
    member: (memberId: string) => [...studentQueries.all(), memberId] as const,
    latest: (memberId: string) =>
      queryOptions({
        queryKey: [...studentQueries.member(memberId), 'latest'] as const,
        queryFn: ({ signal }) => studentApi.latest(signal),
        staleTime: 0,
      }),
  };
  return studentQueries;
}

export type StudentQueries = ReturnType<typeof createStudentQueries>;
