import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { AppError } from '@/lib/errors/app-error';
import { getSystemState } from '@/lib/server/services/system/system-state';

export const GET = endpoint(async ({ db }) => {
  const state = await getSystemState(db);
  if (state.maintenance) throw new AppError('C_SH_007');
  return json({ open: true, businessDate: state.businessDate });
});

export const ALL = methodNotAllowed;
