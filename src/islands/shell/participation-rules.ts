import { zodResolver } from '@hookform/resolvers/zod';
import { organizationInfoUpdateRequest } from '../../lib/schemas/auth';

/** The member dialog's participation form, checked with the request's own schema (fetched on 変更登録). */
export const participationResolver = zodResolver(organizationInfoUpdateRequest, undefined, { raw: true });
