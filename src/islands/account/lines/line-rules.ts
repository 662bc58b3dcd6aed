import { z } from 'zod';
import type { LineValues } from './line-values';

/** A chosen line as the form schemas check it (loaded with them, when a form is checked). */
export const lineValues = z.object({
  key: z.string(),
  holdingClassCd: z.number(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  availableVolume: z.number(),
  volume: z.string(),
}) satisfies z.ZodType<LineValues>;
