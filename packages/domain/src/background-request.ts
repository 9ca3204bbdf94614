/**
 * The request header (and its value) the web sets on a request no user action caused: a poll or
 * a timed retry. The server still checks the session's limits but does not count the request as
 * activity (ADR 0007), or an open tab would keep an idle session alive forever.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
export const BACKGROUND_REQUEST_VALUE = '1';
