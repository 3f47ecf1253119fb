import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import type { SessionPort } from '../auth/session';
import { RENEW_PATH } from '../auth/tokenRenewer';
import { errorBody, errorResponse, jsonResponse, ok, type Responder } from '../testing/fakeFetch';
import { makeStudentRequest } from '../testing/studentFixtures';
import { testApi } from '../testing/testApi';
import { createStudentApi, createStudentQueries, type StudentSubmission } from './studentQueries';

const request = makeStudentRequest({ documentBytes: 20 });

const submitted = { success: true, message: 'submitted', systemErrorCode: null, userMessage: 'Your documents have been submitted for verification', data: request };

const pdf = () => new File([new TextEncoder().encode('%PDF-1.7 student id')], 'student-id.pdf', { type: 'application/pdf' });
const submission = (): StudentSubmission => ({ name: 'Asha Rao', email: 'asha@college.edu.in', collegeName: 'Government Arts College', pinCode: '600001', file: pdf() });

function student(respond: Responder, options: Parameters<typeof testApi>[1] = {}) {
  const deps = testApi(respond, options);
  const studentApi = createStudentApi(deps.api);
  return { ...deps, studentApi, studentQueries: createStudentQueries(studentApi) };
}

/** The parts a multipart request carries, as the server would read them. */
async function partsOf(sent: Request) {
  const form = await sent.formData();
  const file = form.get('file') as File;
  return {
    fields: Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file')),
    names: [...form.keys()],
    file: { name: file.name, type: file.type, text: await file.text() },
  };
}

describe('student queries', () => {
  it("keys the member's latest request under the member, never fresh for long", () => {
    const { studentQueries } = student(() => ok(null));
    expect(studentQueries.latest('sso-1').queryKey).toEqual(['student', 'sso-1', 'latest']);
    expect(studentQueries.member('sso-1')).toEqual(['student', 'sso-1']);
    expect(studentQueries.latest('sso-1').staleTime).toBe(0);
  });

  it('gets the latest request, or null when the member never sent one', async () => {
    const held = student(() => ok(request));
    expect(await held.queryClient.fetchQuery(held.studentQueries.latest('sso-1'))).toEqual(request);
    expect(new URL(held.requests[0]!.url).pathname).toBe('/nc/um/user/student');
    expect(held.requests[0]!.method).toBe('GET');

    const none = student(() => ok(null));
    expect(await none.queryClient.fetchQuery(none.studentQueries.latest('sso-1'))).toBeNull();
  });
});

describe('sending the student form', () => {
  it('sends multipart/form-data with the contract field names (pincode, file) and answers the envelope', async () => {
    const { studentApi, requestsTo } = student(() => jsonResponse(200, submitted));

    const result = await studentApi.submit(submission());

    expect(result.userMessage).toBe('Your documents have been submitted for verification');
    expect(result.data).toEqual(request);
    const [sent] = requestsTo('/nc/um/user/student');
    expect(sent!.method).toBe('POST');
    // The boundary comes from fetch: the client's JSON content-type rule must not relabel the body.
    expect(sent!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=.+/);
    // The common query parameters still go along.
    expect(new URL(sent!.url).searchParams.get('cid')).toBe('TIMES_PRIME');
    expect(await partsOf(sent!)).toEqual({
      fields: { name: 'Asha Rao', email: 'asha@college.edu.in', collegeName: 'Government Arts College', pincode: '600001' },
      names: ['name', 'email', 'collegeName', 'pincode', 'file'],
      file: { name: 'student-id.pdf', type: 'application/pdf', text: '%PDF-1.7 student id' },
    });
  });

  it.each([
    [415, 'TP-STUDENT-FILE-TYPE', 'Please upload a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc file'],
    [413, 'TP-STUDENT-FILE-TOO-LARGE', 'Please upload a file of less than 10 MB'],
    [409, 'TP-STUDENT-OPEN', 'Your student verification is already under review'],
    [400, 'TP400', 'Pin code is invalid'],
  ])('a %i refusal rejects with the server’s code and message (%s)', async (status, code, message) => {
    const { studentApi } = student(() => errorResponse(status, code, message));
    const refusal = await studentApi.submit(submission()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status, systemErrorCode: code, userMessage: message });
  });

  it('a signed-in upload carries the bearer token, and after a token renewal the replay sends the same parts', async () => {
    let token: string | undefined = 'old-token';
    const session: SessionPort = {
      getAccessToken: () => token,
      getMobile: () => '9876543210',
      onRenewed: (renewed) => void (token = renewed.accessToken),
      onSessionEnded: () => undefined,
      onReloadNeeded: () => undefined,
    };
    const { studentApi, requestsTo } = student(
      (sent) => {
        const path = new URL(sent.url).pathname;
        if (path === RENEW_PATH) return jsonResponse(200, { success: true, data: { accessToken: 'new-token', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' } });
        return sent.headers.get('authorization') === 'Bearer new-token' ? jsonResponse(200, submitted) : jsonResponse(401, errorBody('TPJWT401', 'access token expired'));
      },
      { session },
    );

    expect((await studentApi.submit(submission())).data.state).toBe('SUBMITTED');

    const [first, replay] = requestsTo('/nc/um/user/student');
    expect(first!.headers.get('authorization')).toBe('Bearer old-token');
    expect(replay!.headers.get('authorization')).toBe('Bearer new-token');
    expect(replay!.headers.get('content-type')).toBe(first!.headers.get('content-type'));
    expect(await partsOf(replay!)).toEqual(await partsOf(first!));
  });
});
