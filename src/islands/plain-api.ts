/**
 * The API client for the plain scripts (the shell's, the sign-in and password pages'): the calls
 * they make, on the shared client (src/lib/api-client, which knows nothing of the screens) wired to
 * the islands' stores. Only these calls, not the client's index: the other endpoint modules and the
 * date formats (dayjs) stay in the React islands' chunks (`./api` adds them), so a plain page
 * loads no more than it calls.
 */
import { configureApiClient } from '../lib/api-client/config';
import { storeReactions } from './stores/api-reactions';

configureApiClient({ reactions: storeReactions });

export { ApiError, isApiError } from '../lib/api-client/api-error';
export { navigation } from '../lib/api-client/config';
export { login, logout, updatePassword } from '../lib/api-client/endpoints/auth';
export { loginWithMfa } from '../lib/api-client/endpoints/mfa';
