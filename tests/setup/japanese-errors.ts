/*
 * What an API error body must never carry: zod's or the runtime's English, or a stack trace.
 * Field names (offset, limit, count, hash, passCd) and the words true/false may appear inside a
 * Japanese sentence, so the check looks for English phrases rather than for any Latin letter.
 */
const FORBIDDEN = [
  /\b(invalid|expected|received|too (big|small)|must|required|unrecognized|error|forbidden|bad request)\b/i,
  /\bat \S+ \(|\.(ts|js|mjs):\d+/,
  /\b(undefined|null|NaN|TypeError|SyntaxError)\b/,
];

/**
 * Every text in an error body (the message and each field message) that fails the rules above.
 * `echoes` are values the request itself sent: a message may quote them (「設備ID null の…」 for a
 * facility id typed as "null"), so they are taken out before the English rules look.
 */
export function nonJapaneseTexts(body: unknown, echoes: readonly string[] = []): string[] {
  if (typeof body !== 'object' || body === null) return ['(not a JSON object)'];
  const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] };
  const texts = [message, ...(errors ?? []).map((e) => e.message)];
  return texts
    .map((t) => (typeof t === 'string' ? t : `(not a string: ${JSON.stringify(t)})`))
    .filter((t) => {
      const own = echoes.reduce((text, echo) => (echo ? text.split(echo).join(' ') : text), t);
      return !/[\u3040-\u30ff\u4e00-\u9fff]/.test(t) || FORBIDDEN.some((re) => re.test(own));
    });
}
