import type { APIRoute } from 'astro';
import { AppError } from '../../lib/errors/app-error';
import { errorResponse } from '../../lib/server/http/respond';

/** Unknown API paths answer in the error shape, not with the HTML 404 page. */
export const ALL: APIRoute = ({ request }) => errorResponse(request, new AppError('C_SH_014'));
