import { authedEndpoint, methodNotAllowed } from '../../../../../lib/server/http/endpoint';
import { json } from '../../../../../lib/server/http/respond';
import { startMfaEnrolment } from '../../../../../lib/server/services/auth/mfa/start-mfa-enrolment';

export const POST = authedEndpoint(async ({ db, auth }) => json(await startMfaEnrolment(db, auth)));

export const ALL = methodNotAllowed;
