import { z } from 'zod';

/*
 * zod's own messages are English ("Invalid input: expected object, received array"). Every
 * schema field with a spec wording sets its message itself; this map answers for everything
 * else (wrong JSON types, structural limits) so that no English text can reach a member.
 * Per-schema messages take precedence over it (zod 4: schema error → customError → locale).
 */
type Issue = z.core.$ZodRawIssue;

const UNITS: Record<string, { unit: string; verb: string }> = {
  string: { unit: '文字', verb: '入力' },
  array: { unit: '件', verb: '指定' },
};

function japaneseIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必須項目が指定されていません。';
      if (!issue.path?.length) return 'リクエストの内容の形式が正しくありません。';
      return '値の種類が正しくありません。';
    case 'too_big': {
      const u = UNITS[issue.origin ?? ''];
      const max = String(issue.maximum);
      return u ? `${max}${u.unit}以内で${u.verb}してください。` : `${max}以下の値を入力してください。`;
    }
    case 'too_small': {
      const u = UNITS[issue.origin ?? ''];
      const min = String(issue.minimum);
      return u ? `${min}${u.unit}以上${u.verb}してください。` : `${min}以上の値を入力してください。`;
    }
    case 'invalid_format':
      return '入力の形式が正しくありません。';
    case 'not_multiple_of':
      return '指定できない数値です。';
    default:
      return '指定された値が正しくありません。';
  }
}

z.config({ customError: japaneseIssueMessage });
