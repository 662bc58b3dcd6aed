import { useEffect, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { navigation } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { clearFlow, loadFlow, saveFlow } from '../flow/flow-storage';
import { LineFlowSections, YearProductSelects } from '../lines/line-flow';
import { useHoldingCandidates } from '../lines/use-holding-candidates';
import { useLineSelection } from '../lines/use-line-selection';
import { codeNames, fiscalYearOptions, productOptions, type AccountCodes } from '../shared/codes';
import { CertificateFields } from './certificate-fields';
import {
  EMPTY_CERTIFICATE_FIELDS,
  PUBLISH_CONFIRM_PATH,
  PUBLISH_STORAGE_KEY,
  isPublishState,
  loadPublishRules,
  VOLUME_LABEL,
  type PublishValues,
} from './publish-form';

const resolver = lazyResolver<PublishValues>(async () => (await loadPublishRules()).publishResolver);

interface Props {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
  defaults: { fiscalYear: string; productCd: string };
  restore: boolean;
}

/** Certificate issuing input: year, product, certificate fields by type, procured lines and volumes. */
export default function PublishInput({ session, codes, defaults, restore }: Props) {
  const current = useSession(session);
  const names = useMemo(() => codeNames(codes), [codes]);
  const form = useForm<PublishValues>({
    ...CHECK_MODES,
    defaultValues: { ...defaults, ...EMPTY_CERTIFICATE_FIELDS, lines: [] },
    resolver,
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const [fiscalYear, productCd, nfcTypeCd] = watch(['fiscalYear', 'productCd', 'nfcTypeCd']);
  // Certificates are issued from procured (調達) volume only.
  const candidates = useHoldingCandidates(fiscalYear, productCd, [2]);
  const lines = useLineSelection(form, candidates.lines, candidates.loading);

  useEffect(() => {
    const kept = restore ? loadFlow(PUBLISH_STORAGE_KEY, isPublishState) : null;
    if (kept) reset(kept.values);
    else clearFlow(PUBLISH_STORAGE_KEY);
  }, [restore, reset]);

  const clearLines = { onChange: () => lines.clear() };
  const onValid = (values: PublishValues) => {
    saveFlow(PUBLISH_STORAGE_KEY, { values });
    navigation().assign(PUBLISH_CONFIRM_PATH);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting}>
      <div className="flow-panel">
        <div className="filter-grid mb-3">
          <YearProductSelects
            idPrefix="publish"
            yearOptions={fiscalYearOptions(current?.targetYearList ?? [])}
            productOptions={productOptions(codes)}
            year={{ registration: register('fiscalYear', clearLines), error: errors.fiscalYear?.message }}
            product={{ registration: register('productCd', clearLines), error: errors.productCd?.message }}
          />
        </div>
        <CertificateFields register={register} errors={errors} demandLocation={nfcTypeCd === '1'} />
      </div>
      <LineFlowSections
        idPrefix="publish"
        sourceTitle="発行元の明細（調達）"
        linesTitle="発行する明細"
        volumeLabel={VOLUME_LABEL}
        candidates={candidates}
        lines={lines}
        names={names}
        errors={errors}
      />
      <div className="flow-buttons">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          確認
        </Button>
      </div>
    </Form>
  );
}
