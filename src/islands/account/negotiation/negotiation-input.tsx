import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { navigation } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { clearFlow, loadFlow, saveFlow } from '../flow/flow-storage';
import { LineFlowSections, YearProductSelects } from '../lines/line-flow';
import { useHoldingCandidates } from '../lines/use-holding-candidates';
import { useLineSelection } from '../lines/use-line-selection';
import { codeNames, fiscalYearOptions, NON_FIT_PRODUCT_CDS, productOptions, type AccountCodes } from '../shared/codes';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import {
  isNegotiationState,
  loadNegotiationRules,
  NEGOTIATION_CONFIRM_PATH,
  NEGOTIATION_STORAGE_KEY,
  VOLUME_LABEL,
  type NegotiationValues,
} from './negotiation-form';
import { RecipientField } from './recipient-field';
import { useRecipientLookup } from './use-recipient-lookup';

const resolver = lazyResolver<NegotiationValues>(async () => (await loadNegotiationRules()).negotiationResolver);

interface Props {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
  defaults: { fiscalYear: string; productCd: string };
  /** Back from the confirm step: take the values kept there. */
  restore: boolean;
}

/** Transfer input: target year, non-FIT product, recipient (name looked up), lines and volumes. */
export default function NegotiationInput({ session, codes, defaults, restore }: Props) {
  const current = useSession(session);
  const names = useMemo(() => codeNames(codes), [codes]);
  const form = useForm<NegotiationValues>({
    ...CHECK_MODES,
    defaultValues: { ...defaults, recipientMemberNumber: '', lines: [] },
    resolver,
  });
  const { register, handleSubmit, getValues, reset, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const [fiscalYear, productCd, recipientNumber] = watch(['fiscalYear', 'productCd', 'recipientMemberNumber']);
  const candidates = useHoldingCandidates(fiscalYear, productCd, [1, 2]);
  const lines = useLineSelection(form, candidates.lines, candidates.loading);
  const lookup = useRecipientLookup(current?.organizationInfo.memberNumber);
  const { forgetOthers, setRecipient } = lookup;

  // A name shown for another number would be misleading. (Declared before the restore below, so
  // on the first render it cannot clear the name being restored.)
  useEffect(() => {
    forgetOthers(recipientNumber ?? '');
  }, [recipientNumber, forgetOthers]);

  useEffect(() => {
    const kept = restore ? loadFlow(NEGOTIATION_STORAGE_KEY, isNegotiationState) : null;
    if (kept) {
      reset(kept.values);
      setRecipient({
        memberNumber: kept.values.recipientMemberNumber.normalize('NFKC').trim(),
        name: kept.recipientName,
      });
    } else clearFlow(NEGOTIATION_STORAGE_KEY);
  }, [restore, reset, setRecipient]);

  // Lines belong to one target year and product.
  const clearLines = { onChange: () => lines.clear() };

  const onValid = async (values: NegotiationValues) => {
    const found = await lookup.lookup(values.recipientMemberNumber);
    if (!found) {
      form.setFocus('recipientMemberNumber');
      return;
    }
    saveFlow(NEGOTIATION_STORAGE_KEY, { values, recipientName: found.name });
    navigation().assign(NEGOTIATION_CONFIRM_PATH);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting}>
      <div className="flow-panel">
        <div className="filter-grid">
          <YearProductSelects
            idPrefix="negotiation"
            yearOptions={fiscalYearOptions(current?.targetYearList ?? [])}
            productOptions={productOptions(codes, NON_FIT_PRODUCT_CDS)}
            year={{ registration: register('fiscalYear', clearLines), error: errors.fiscalYear?.message }}
            product={{ registration: register('productCd', clearLines), error: errors.productCd?.message }}
          />
        </div>
        <div className="mt-3">
          <RecipientField
            registration={register('recipientMemberNumber', {
              // Leaving the field looks the name up, so it is there before 確認.
              onBlur: (e: { target: { value: string } }) => {
                if (e.target.value.trim() !== '') void lookup.lookup(e.target.value);
              },
            })}
            error={errors.recipientMemberNumber?.message ?? lookup.error ?? undefined}
            recipient={lookup.recipient}
            busy={lookup.busy}
            onLookup={() => void lookup.lookup(getValues().recipientMemberNumber)}
          />
        </div>
      </div>
      <LineFlowSections
        idPrefix="negotiation"
        sourceTitle="移転元の明細（認定・調達）"
        linesTitle="移転する明細"
        notice={
          current &&
          !current.organizationInfo.nonFitParticipation && (
            <Alert variant="info" className="py-2" data-testid="fit-only-notice">
              FIT非化石証書は移転できません。価値移転の対象は非FIT非化石証書のみのため、非FIT市場に参加していない場合、移転できる明細は通常ありません。
            </Alert>
          )
        }
        volumeLabel={VOLUME_LABEL}
        candidates={candidates}
        lines={lines}
        names={names}
        errors={errors}
      />
      <div className="flow-buttons">
        <Button type="submit" variant="primary" disabled={isSubmitting || lookup.busy}>
          確認
        </Button>
      </div>
    </Form>
  );
}
