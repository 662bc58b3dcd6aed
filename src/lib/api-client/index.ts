/** The browser API client (spec §7 calls, §8 error catalogue). Screens import from here only. */
export { ApiError, isApiError, RequiredError } from './api-error';
export {
  configureApiClient,
  navigation,
  resetApiClient,
  type ClientEnv,
  type ClientReactions,
  type Navigation,
} from './config';
export { saveFile, type DownloadedFile } from './download';
export { newIdempotencyKey } from './headers';
export { registerErrorPolicy, type ErrorPolicy } from './error-policy';
export { GENERIC_MESSAGE_OTHER, GENERIC_MESSAGE_POST } from './error-rules';
export { installUnhandledErrorRedirect, shouldShowErrorPage } from './unhandled';
export type { CallOptions, PageParams, QueryDate } from './types';
export * from './endpoints/account';
export * from './endpoints/auth';
export * from './endpoints/mfa';
export * from './endpoints/bids';
export * from './endpoints/certificate';
export * from './endpoints/lifecycle-trails';
export * from './endpoints/market-results';
export * from './endpoints/nfcs';
export * from './endpoints/organizations';
export * from './endpoints/reporting-packs';
export * from './endpoints/settlements';
export * from './endpoints/system';
