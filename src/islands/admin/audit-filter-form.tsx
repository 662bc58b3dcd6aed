import { useForm } from '../hooks/use-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { auditActionOption } from '../../lib/domain/audit/audit-labels';

export interface AuditFilterValues {
  actor: string;
  action: string;
  memberNumber: string;
  dateFrom: string;
  dateTo: string;
}

const NO_FILTER: AuditFilterValues = { actor: '', action: '', memberNumber: '', dateFrom: '', dateTo: '' };

interface Props {
  actions: string[];
  busy: boolean;
  fieldErrors: Partial<Record<keyof AuditFilterValues, string>>;
  onSearch: (values: AuditFilterValues) => void;
}

interface TextField {
  name: keyof AuditFilterValues;
  label: string;
  placeholder: string;
}

const ACTOR_FIELD: TextField = { name: 'actor', label: '実行者', placeholder: '例：console:ops-admin、minato01' };
const OTHER_FIELDS: TextField[] = [
  { name: 'memberNumber', label: '会員番号', placeholder: '例：1002' },
  { name: 'dateFrom', label: '期間（開始）', placeholder: 'YYYY/MM/DD' },
  { name: 'dateTo', label: '期間（終了）', placeholder: 'YYYY/MM/DD' },
];

/** 実行者, 操作, 会員 and a JST date range; the server validates and answers field messages. */
export function AuditFilterForm({ actions, busy, fieldErrors, onSearch }: Props) {
  // No rules here: the server checks the conditions and its field messages come in as fieldErrors.
  const { register, handleSubmit } = useForm({ defaultValues: NO_FILTER });
  const field = ({ name, label, placeholder }: TextField) => (
    <Form.Group controlId={`audit-${name}`} key={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control placeholder={placeholder} isInvalid={Boolean(fieldErrors[name])} {...register(name)} />
      <Form.Control.Feedback type="invalid">{fieldErrors[name]}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form
      className="admin-inline-form admin-audit-filters admin-card"
      aria-label="監査ログの絞り込み"
      onSubmit={(e) => void handleSubmit(onSearch)(e)}
    >
      {field(ACTOR_FIELD)}
      <Form.Group controlId="audit-action">
        <Form.Label>操作</Form.Label>
        <Form.Select {...register('action')}>
          <option value="">すべて</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {auditActionOption(a)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {OTHER_FIELDS.map(field)}
      <Button type="submit" variant="dark" disabled={busy} aria-busy={busy}>
        検索
      </Button>
    </Form>
  );
}
