/** The address the send-limit test claims (TEST-NET-3, never a real client); the e2e API exempts it from captcha. */
export const BURST_TEST_ADDRESS = '203.0.113.7';
/** The e2e API's own address, for calls that must not go through a site's proxy. */
export const API_URL = 'http://localhost:3333';
