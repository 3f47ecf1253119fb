import { ApiError, useQueries, type StudentSubmission, type StudentSubmitResult } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { STUDENT_OPEN_CODE } from '../rules/refusal';

/** The student calls and their query options, from the site's query factory. */
export function useStudentApi() {
  const queries = useQueries();
  return { studentApi: queries.calls.student, studentQueries: queries.student };
}

/** The signed-in member's id, or undefined for a visitor (and while a session is being restored). */
function useMemberId(): string | undefined {
  const { status, user } = useSession();
  return status === 'loggedIn' ? user?.ssoId : undefined;
}

/** The member's latest request (`null`: none yet); not asked for a visitor. */
export function useStudentRequest() {
  const memberId = useMemberId();
  const { studentQueries } = useStudentApi();
  return useQuery({ ...studentQueries.latest(memberId ?? ''), enabled: memberId !== undefined });
}

/**
 * Sends the form; a 409 (a request is already open) reads the member's request again, so every
 * view of it catches up.
 */
export function useSubmitStudentForm() {
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const { studentApi, studentQueries } = useStudentApi();
  return useMutation({
    mutationFn: (submission: StudentSubmission) => studentApi.submit(submission),
    onError: (error) => {
      if (memberId && error instanceof ApiError && error.systemErrorCode === STUDENT_OPEN_CODE) void queryClient.invalidateQueries({ queryKey: studentQueries.member(memberId) });
    },
  });
}

/**
 * Makes a recorded submission the member's request in the cache, so every view of it (the page
 * behind the popup) shows it under review at once, without asking the server again.
 */
export function useRecordSubmission() {
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const { studentQueries } = useStudentApi();
  return useCallback(
    (result: StudentSubmitResult) => {
      if (memberId) queryClient.setQueryData(studentQueries.latest(memberId).queryKey, result.data);
    },
    [memberId, queryClient, studentQueries],
  );
}
