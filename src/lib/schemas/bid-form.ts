import * as z from 'zod/mini';
import { BID_MAX_VOLUME, BID_MIN_VOLUME, type PriceBand } from '../domain/auction/bid-rules';
import { parseKwh } from '../domain/money/grouping';
import { formatPriceCents, parsePriceCents } from '../domain/money/price-text';
import { WORDS } from '../glossary';
import { msg } from './message-texts';

/*
 * The bid entry forms as typed (text fields), with the spec §5 wording of bids.ts and the price band
 * of the target year from the code master as a refinement. Written with zod/mini so the browser loads
 * a few KB instead of classic zod; the server checks the request again with bids.ts.
 */
type Ctx = { addIssue: (issue: { code: 'custom'; message: string; input: unknown }) => void };
const fail = (ctx: Ctx, message: string, input: unknown) => ctx.addIssue({ code: 'custom', message, input });

/** Unit price text: required, 0.01 円 steps, within the band when it is known. */
export function unitPriceText(band: PriceBand | null, label = '単価') {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const trimmed = text.trim();
      if (trimmed === '') return fail(ctx, msg.required(label), text);
      const parsed = parsePriceCents(trimmed);
      if (!parsed.ok) return fail(ctx, msg.priceFormat(label), text);
      if (band && parsed.value < band.minPriceCents)
        return fail(ctx, msg.priceMin(label, formatPriceCents(band.minPriceCents)), text);
      if (band && parsed.value > band.maxPriceCents)
        fail(ctx, msg.priceMax(label, formatPriceCents(band.maxPriceCents)), text);
    }),
  );
}

/** Volume text ("1000", "1,000", full-width): whole kWh, from the bid minimum up to `max`. */
export function volumeText(max: number = BID_MAX_VOLUME, label = '入札量') {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const parsed = parseKwh(text);
      if (!parsed.ok) {
        if (parsed.error === 'EMPTY') return fail(ctx, msg.required(label), text);
        return fail(ctx, parsed.error === 'TOO_LARGE' ? msg.volumeMax(label) : msg.volumeInteger(label), text);
      }
      if (parsed.value < BID_MIN_VOLUME) return fail(ctx, msg.volumeMin(label, BID_MIN_VOLUME), text);
      if (parsed.value > max) fail(ctx, msg.volumeMax(label), text);
    }),
  );
}

const HALF_WIDTH_ID = /^[\x21-\x7e]+$/;

/** One FIT tracking preference as typed: none, a facility id, or at least one of four conditions. */
const preferenceShape = z.object({
  mode: z.enum(['none', 'equipment', 'conditions']),
  equipmentId: z.string(),
  prefectureCd: z.string(),
  municipalityCd: z.string(),
  reTypeCd: z.string(),
  plantGroupCd: z.string(),
});
export const preferenceDraft = preferenceShape.check(
  z.superRefine((p, ctx) => {
    if (p.mode === 'equipment') {
      const id = p.equipmentId.trim();
      const message =
        id === ''
          ? msg.required('設備ID')
          : !HALF_WIDTH_ID.test(id)
            ? msg.halfWidth('設備ID')
            : id.length > 50
              ? msg.maxLength('設備ID', 50)
              : null;
      if (message) ctx.addIssue({ code: 'custom', message, input: p.equipmentId, path: ['equipmentId'] });
    }
    if (p.mode === 'conditions' && !p.prefectureCd && !p.municipalityCd && !p.reTypeCd && !p.plantGroupCd) {
      ctx.addIssue({
        code: 'custom',
        message: `${WORDS.prefecture}・${WORDS.municipality}・${WORDS.reType}・${WORDS.plantGroup}のいずれかを指定してください。`,
        input: p,
        path: ['prefectureCd'],
      });
    }
  }),
);
export type PreferenceDraft = z.infer<typeof preferenceDraft>;
export type PreferenceMode = PreferenceDraft['mode'];

/** The buy form; tracking preferences count for FIT (productCd 1) only. */
export function buyBidForm(band: PriceBand | null, productCd: number) {
  const fit = productCd === 1;
  return z
    .object({
      unitPrice: unitPriceText(band),
      volume: volumeText(),
      // Other products hide the preferences: whatever they hold is not checked (nor sent).
      preferences: z.array(fit ? preferenceDraft : preferenceShape),
    })
    .check(
      z.superRefine((v, ctx) => {
        const [first, second] = v.preferences;
        if (fit && first?.mode === 'none' && second && second.mode !== 'none') {
          ctx.addIssue({
            code: 'custom',
            message: '第2希望を指定する場合は、第1希望も指定してください。',
            input: second.mode,
            path: ['preferences', 1, 'mode'],
          });
        }
      }),
    );
}

export const LINE_REQUIRED = msg.sellLineRequired;

/** The sell form: a chosen line (its id as the form holds it), the band, at most the line's available volume. */
export function sellBidForm(band: PriceBand | null, line: { equipmentId: string; availableVolume: number } | null) {
  return z.object({
    equipmentId: z
      .string()
      .check(z.refine((id) => id !== '' && line !== null && line.equipmentId === id, LINE_REQUIRED)),
    unitPrice: unitPriceText(band),
    volume: volumeText(line ? line.availableVolume : undefined),
  });
}

/** The multi-line sell form: one price for every chosen line (each sells its whole available volume). */
export function sellLinesForm(band: PriceBand | null) {
  return z.object({ unitPrice: unitPriceText(band) });
}
