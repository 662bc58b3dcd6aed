import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { startOperatorEnrolment } from '@/lib/server/services/operator-auth/enrol-operator-mfa';

export const POST = operatorEndpoint(async ({ db, operator }) => json(await startOperatorEnrolment(db, operator)));

export const ALL = methodNotAllowed;
