import type { FieldMessages, FieldRegistration } from '../../ui/field-registration';
import { RadioField } from '../../ui/radio-field';
import { TextField } from '../../ui/text-field';
import { NFC_TYPE_OPTIONS, USE_CD_OPTIONS } from '../shared/codes';
import type { PublishValues } from './publish-form';

interface Props {
  register: (name: Exclude<keyof PublishValues, 'lines'>) => FieldRegistration;
  errors: FieldMessages<Exclude<keyof PublishValues, 'lines'>>;
  demandLocation: boolean;
}

/** 証書種別 switches between the demand-location fields and the power-menu name. */
export function CertificateFields({ register, errors, demandLocation }: Props) {
  return (
    <div className="flow-grid">
      <RadioField
        id="publish-nfc-type"
        legend="証書種別"
        required
        options={NFC_TYPE_OPTIONS}
        registration={register('nfcTypeCd')}
        error={errors.nfcTypeCd?.message}
      />
      <RadioField
        id="publish-use"
        legend="証書利用区分"
        required
        options={USE_CD_OPTIONS}
        registration={register('useCd')}
        error={errors.useCd?.message}
      />
      {demandLocation ? (
        <>
          <TextField
            id="publish-consumer"
            label="需要家名"
            required
            hint="全角"
            registration={register('consumer')}
            error={errors.consumer?.message}
          />
          <TextField
            id="publish-corporate-no"
            label="法人番号"
            hint="半角数字13桁"
            inputMode="numeric"
            registration={register('corporateNo')}
            error={errors.corporateNo?.message}
          />
          <TextField
            id="publish-office"
            label="事業所名"
            required
            hint="全角"
            registration={register('officeName')}
            error={errors.officeName?.message}
          />
          <TextField
            id="publish-business-no"
            label="供給地点特定番号"
            hint="半角数字"
            inputMode="numeric"
            registration={register('businessNo')}
            error={errors.businessNo?.message}
          />
          <TextField
            id="publish-location"
            label="需要場所住所"
            required
            hint="全角"
            registration={register('demandLocation')}
            error={errors.demandLocation?.message}
            className="flow-wide"
          />
        </>
      ) : (
        <TextField
          id="publish-menu"
          label="電源メニュー名"
          required
          hint="全角"
          registration={register('menuName')}
          error={errors.menuName?.message}
          className="flow-wide"
        />
      )}
      <TextField
        id="publish-remarks"
        label="備考"
        textarea
        hint="200文字以内"
        registration={register('remarks')}
        error={errors.remarks?.message}
        className="flow-wide"
      />
    </div>
  );
}
