import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/select-field';
import { useController } from 'react-hook-form';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { useMutation } from '../../hooks/use-mutation';
import { messageAt, onField, placeFieldErrors } from '../../hooks/field-errors';
// Straight from its module, not ../../api: the shared client chunk every page loads stays as it was.
import { createApiToken, CREATE_API_TOKEN_INSTANCE } from '../../../lib/api-client/endpoints/api-tokens';
import type { ApiTokenCreateResponse } from '../../../lib/schemas/api-tokens';
import { API_TOKEN_SCOPES } from '../../../lib/domain/api-token/token-rules';
import {
  API_TOKEN_FORM_FIELDS,
  apiTokenRequestOf,
  EMPTY_API_TOKEN_FORM,
  type ApiTokenFormValues,
} from './api-token-form';
import { EXPIRY_OPTIONS, SCOPE_LABELS } from './api-token-labels';
import { ScopeCheckboxes } from './scope-checkboxes';

interface Props {
  /** The member's second factor is on: the server asks for its code too. */
  needsCode: boolean;
  onCreated: (created: ApiTokenCreateResponse) => void;
  onCancel: () => void;
}

const isFormField = (path: string) => (API_TOKEN_FORM_FIELDS as readonly string[]).includes(path);

/** Issuing a token: name, scopes, life, then the password again (and the code) to confirm it is the member. */
export function ApiTokenCreateForm({ needsCode, onCreated, onCancel }: Props) {
  const resolver = useMemo(
    () =>
      lazyResolver<ApiTokenFormValues>(async () =>
        (await import('./api-token-form-rules')).apiTokenFormResolver(needsCode),
      ),
    [needsCode],
  );
  const form = useForm<ApiTokenFormValues>({ ...CHECK_MODES, defaultValues: EMPTY_API_TOKEN_FORM, resolver });
  const creation = useMutation(CREATE_API_TOKEN_INSTANCE, createApiToken, { alsoOnScreen: [429] });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  // The scopes are ticked in a group of checkboxes: its first box takes the focus.
  const { field: scopes } = useController({ control: form.control, name: 'scopes' });
  // Opened by the member's press: the first field takes the focus.
  useEffect(() => setFocus('name'), []);

  const submit = form.handleSubmit(async (values) => {
    const outcome = await creation.mutate(apiTokenRequestOf(values));
    if (!outcome) return;
    if (outcome.ok) {
      form.reset(EMPTY_API_TOKEN_FORM);
      onCreated(outcome.data);
      return;
    }
    if (outcome.refusal) placeFieldErrors(outcome.refusal.fieldErrors, isFormField, onField(form.setError));
  });

  // A refusal with field messages is told at the fields; any other (throttled, a message for no
  // field) above the buttons.
  const refusal = creation.refusal;
  const refusalText = refusal && (refusal.fieldErrors.length === 0 ? refusal.message : unplaced(refusal.fieldErrors));
  // The code field also appears when the server asked for it (the factor turned on meanwhile).
  const showCode = needsCode || Boolean(errors.code);
  return (
    <form className="api-token-form border rounded p-3 mb-3" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        id="api-token-name"
        label="トークン名"
        required
        hint="用途が分かる名前（50文字以内）。例：取引システム本番"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <ScopeCheckboxes
        scopes={API_TOKEN_SCOPES}
        labels={SCOPE_LABELS}
        checked={scopes.value}
        error={messageAt(errors, 'scopes')}
        firstRef={scopes.ref}
        onChange={scopes.onChange}
      />
      <SelectField
        id="api-token-expiry"
        label="有効期間"
        required
        className="mb-3"
        options={EXPIRY_OPTIONS}
        registration={form.register('expiresInDays')}
        error={errors.expiresInDays?.message}
      />
      <TextField
        id="api-token-password"
        label="現在のパスワード"
        type="password"
        required
        autoComplete="current-password"
        hint="本人確認のため、パスワードを再入力してください。"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      {showCode && (
        <TextField
          id="api-token-code"
          label="確認コード"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="認証アプリに表示されている6桁のコード、またはリカバリーコード"
          registration={form.register('code')}
          error={errors.code?.message}
        />
      )}
      {refusalText && (
        <Alert variant="warning" className="mb-3">
          {refusalText}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary" disabled={creation.pending || isSubmitting}>
          発行
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={creation.pending}>
          キャンセル
        </Button>
      </div>
    </form>
  );
}

/** The messages of a 422 answer that name no field of this form (none, usually). */
function unplaced(fieldErrors: { field: string; message: string }[]): string | null {
  return placeFieldErrors(fieldErrors, isFormField, () => undefined).join(' ') || null;
}
